import { useLocation, useNavigate } from 'react-router-dom'
import type { focusTitleOnArrival } from '../../config/paths'
import { fromHistory, historyPath, historyPlaceOf } from './historyPlace'

/** Leaves a screen opened from the history (a row's form) for the history: the same rows at the
 * same place when it was opened from there, the whole list otherwise. */
export function useBackToHistory() {
  const navigate = useNavigate()
  const place = historyPlaceOf(useLocation().state)
  return (arrival?: typeof focusTitleOnArrival) =>
    navigate(historyPath(place), { state: { ...arrival, ...(place && fromHistory(place)) } })
}
