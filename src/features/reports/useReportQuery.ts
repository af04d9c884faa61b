import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { parseReportQuery, serializeReportQuery, type ReportQuery } from './reportQuery'

/** The report's choices, kept in the URL: each change is a step Back and Forward walk through,
 * and a shared link or a reload shows the same report. */
export function useReportQuery(): [ReportQuery, (next: ReportQuery) => void] {
  const { search } = useLocation()
  const navigate = useNavigate()
  const query = useMemo(() => parseReportQuery(search), [search])
  const setQuery = useCallback(
    (next: ReportQuery) => {
      const text = serializeReportQuery(next)
      void navigate({ search: text === '' ? '' : `?${text}` })
    },
    [navigate],
  )
  return [query, setQuery]
}
