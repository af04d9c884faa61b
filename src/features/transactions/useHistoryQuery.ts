import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { parseHistoryQuery, serializeHistoryQuery, type HistoryQuery } from './historyQuery'

export type SetHistoryQuery = (next: HistoryQuery, options?: { replace?: boolean }) => void

/** The history's filters and order, kept in the URL so a view survives reload, can be
 * bookmarked, and the back button steps through it. */
export function useHistoryQuery(): [HistoryQuery, SetHistoryQuery] {
  const { search } = useLocation()
  const navigate = useNavigate()
  // One object per query string, so the parametrised selectors hit their cache across renders.
  const query = useMemo(() => parseHistoryQuery(search), [search])
  const setQuery = useCallback<SetHistoryQuery>(
    (next, options) => {
      const text = serializeHistoryQuery(next)
      void navigate({ search: text === '' ? '' : `?${text}` }, { replace: options?.replace })
    },
    [navigate],
  )
  return [query, setQuery]
}
