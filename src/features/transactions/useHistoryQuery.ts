import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { parseHistoryQuery, serializeHistoryQuery, type HistoryQuery } from './historyQuery'

export type SetHistoryQuery = (next: HistoryQuery, options?: { replace?: boolean }) => void

/** How long typing may pause before the URL catches up with it. */
const TYPING_PAUSE_MS = 250

/**
 * The history's filters and order, kept in the URL so a view survives reload, can be
 * bookmarked, and the back button steps through it. A change shows at once from local state and
 * the URL follows just after: a router navigation costs more than filtering 25,000 records, so
 * it must not stand between a keystroke or click and the new list. While typing refines a value
 * in place (`replace`), the URL waits for a pause.
 */
export function useHistoryQuery(): [HistoryQuery, SetHistoryQuery] {
  const { search } = useLocation()
  const navigate = useNavigate()
  // One object per query string, so the parametrised selectors hit their cache across renders.
  const fromUrl = useMemo(() => parseHistoryQuery(search), [search])
  const [shown, setShown] = useState(fromUrl)
  const [followed, setFollowed] = useState(fromUrl)
  // The query string this hook has asked for and the URL does not show yet.
  const [awaited, setAwaited] = useState<string | null>(null)
  if (fromUrl !== followed) {
    setFollowed(fromUrl)
    if (awaited === null) {
      // The URL moved on its own (back button, a link): it is the truth again.
      setShown(fromUrl)
    } else if (serializeHistoryQuery(fromUrl) === awaited) {
      setAwaited(null)
    }
    // Otherwise an earlier step of typing landed; what is shown is newer, and its turn comes.
  }

  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const inUrl = useMemo(() => serializeHistoryQuery(fromUrl), [fromUrl])

  const setQuery = useCallback<SetHistoryQuery>(
    (next, options) => {
      const text = serializeHistoryQuery(next)
      setShown(next)
      window.clearTimeout(timer.current)
      // Back to what the URL already shows (Clear All with nothing set, a letter typed and
      // deleted): no navigation would come to settle an awaited text, and the hook would then
      // take the back button's steps for its own.
      if (text === inUrl) return setAwaited(null)
      setAwaited(text)
      timer.current = window.setTimeout(
        () =>
          void navigate({ search: text === '' ? '' : `?${text}` }, { replace: options?.replace }),
        options?.replace ? TYPING_PAUSE_MS : 0,
      )
    },
    [navigate, inUrl],
  )
  return [shown, setQuery]
}
