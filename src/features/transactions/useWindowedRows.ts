import { useSyncExternalStore, type RefObject } from 'react'

/** Every row is this tall (the table's CSS keeps it so), which makes positions arithmetic. */
export const ROW_HEIGHT_PX = 52
/** Up to this many rows the table renders them all; beyond it, only those near the viewport. */
export const FULL_RENDER_LIMIT = 200
/** Rows rendered beyond each edge of the viewport, so fast scrolling shows no gap. */
export const OVERSCAN_ROWS = 8

/** Rows `start` (inclusive) to `end` (exclusive) of the list. */
export interface RowRange {
  start: number
  end: number
}

/** The rows to render when `firstVisible` is the row at the top of a viewport `viewportRows`
 * rows tall. */
export function visibleRange(count: number, firstVisible: number, viewportRows: number): RowRange {
  // Past the end (the list just shrank under the scroll position) the last rows show.
  const first = Math.min(firstVisible, Math.max(count - viewportRows, 0))
  const start = Math.max(first - OVERSCAN_ROWS, 0)
  const end = Math.min(first + viewportRows + OVERSCAN_ROWS, count)
  return { start, end }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('resize', onChange)
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('resize', onChange)
  }
}

function viewportRows(): number {
  return Math.ceil(window.innerHeight / ROW_HEIGHT_PX)
}

/**
 * Which rows of a list laid out in `body` (a tbody scrolled with the page) to render. Row
 * numbers rather than pixels are the snapshots, so scrolling re-renders only when a row boundary
 * is crossed.
 */
export function useWindowedRows(count: number, body: RefObject<HTMLElement | null>): RowRange {
  const firstVisible = useSyncExternalStore(subscribe, () => {
    const top = body.current?.getBoundingClientRect().top ?? 0
    return Math.max(Math.floor(-top / ROW_HEIGHT_PX), 0)
  })
  const rows = useSyncExternalStore(subscribe, viewportRows)
  if (count <= FULL_RENDER_LIMIT) return { start: 0, end: count }
  return visibleRange(count, firstVisible, rows)
}
