import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { parseReportQuery, serializeReportQuery, type ReportQuery } from './reportQuery'

export type SetReportQuery = (next: ReportQuery, options?: { replace?: boolean }) => void

/** The report's choices, kept in the URL: each change is a step Back and Forward walk through
 * (a date still being typed refines its step in place, `replace`), and a shared link or a
 * reload shows the same report. */
export function useReportQuery(): [ReportQuery, SetReportQuery] {
  const { search } = useLocation()
  const navigate = useNavigate()
  const query = useMemo(() => parseReportQuery(search), [search])
  const setQuery = useCallback<SetReportQuery>(
    (next, options) => {
      const text = serializeReportQuery(next)
      void navigate({ search: text === '' ? '' : `?${text}` }, { replace: options?.replace })
    },
    [navigate],
  )
  return [query, setQuery]
}
