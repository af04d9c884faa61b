import type { MouseEvent } from 'react'
import { paths } from '../../config/paths'

/**
 * Where the history was when the person opened a row's edit form: its filters and order, how
 * far down the page was scrolled, and the row. Carried in the route's state to the form and back,
 * so leaving the form (Update, Back, Delete) returns to the same rows at the same place instead
 * of the top of the whole list: at 25,000 rows that place is a long way down.
 */
export interface HistoryPlace {
  /** The history's query string, without "?". */
  search: string
  scrollY: number
  /** The path the row's Edit link goes to: that link takes focus again. */
  row: string
}

const isPlace = (value: unknown): value is HistoryPlace => {
  const place = value as Partial<HistoryPlace> | null
  return (
    typeof place?.search === 'string' &&
    typeof place.scrollY === 'number' &&
    typeof place.row === 'string'
  )
}

/** The route state of a screen reached from the history at `place`. */
export const fromHistory = (place: HistoryPlace) => ({ historyPlace: place })

/** The place in the history a route's state carries, if any. */
export function historyPlaceOf(state: unknown): HistoryPlace | null {
  const place = (state as { historyPlace?: unknown } | null)?.historyPlace
  return isPlace(place) ? place : null
}

/** The history as `place` left it (the whole list without one). */
export function historyPath(place: HistoryPlace | null): string {
  return place && place.search !== '' ? `${paths.transactions}?${place.search}` : paths.transactions
}

/** Whether a click on a link is one the browser should handle itself (a new tab or window). */
export function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}
