import { useLayoutEffect, useState, type RefObject } from 'react'
import { mayHaveMoved } from '../../lib/pageMoves'

/** The shortest a row is: a table row at the default font size (TransactionTable.module.css
 * gives every row of a layout one height, a table row's or a card's, which makes positions
 * arithmetic). Until the page is measured a screenful is counted in rows this short, so a
 * taller layout renders a few rows more than it shows, never a gap. */
const MIN_ROW_HEIGHT_PX = 52
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

interface Viewport {
  /** The row at the top of the viewport. */
  firstVisible: number
  /** How many rows the viewport holds. */
  rows: number
}

/** A screenful from the top: what a page that has not moved since it loaded shows. */
function topOfPage(): Viewport {
  return { firstVisible: 0, rows: Math.ceil(window.innerHeight / MIN_ROW_HEIGHT_PX) }
}

/** The height of the rows as laid out now (a table row's or a card's, whichever the width
 * gives); read while measuring, so it costs no layout of its own. */
function rowHeightIn(body: HTMLElement | null): number {
  const row = body?.querySelector('tr[aria-rowindex]')
  return row?.getBoundingClientRect().height || MIN_ROW_HEIGHT_PX
}

/**
 * Which rows of a list laid out in `body` (a tbody scrolled with the page) to render. The page
 * is measured when it scrolls or resizes (and once the table is shown), never while rendering,
 * so a keystroke or a click does not force a layout; and row numbers rather than pixels are
 * kept, so scrolling re-renders only when a row boundary is crossed.
 *
 * `takeReturnScroll` gives a place the page goes back to as the list is shown (the person comes
 * back from a row's form): it is scrolled to, and measured, before the browser paints.
 */
export function useWindowedRows(
  count: number,
  body: RefObject<HTMLElement | null>,
  takeReturnScroll?: () => number | null,
): RowRange {
  const windowed = count > FULL_RENDER_LIMIT
  const [viewport, setViewport] = useState(topOfPage)
  useLayoutEffect(() => {
    const returning = takeReturnScroll?.() ?? null
    if (returning !== null) window.scrollTo(0, returning)
    if (!windowed) return
    const measure = () => {
      const top = body.current?.getBoundingClientRect().top ?? 0
      const rowHeight = rowHeightIn(body.current)
      const firstVisible = Math.max(Math.floor(-top / rowHeight), 0)
      const rows = Math.ceil(window.innerHeight / rowHeight)
      setViewport((now) =>
        now.firstVisible === firstVisible && now.rows === rows ? now : { firstVisible, rows },
      )
    }
    // Measuring forces the page's layout inside the task that renders the list (at 25,000
    // records, on a page load, that made it a long task), so it is skipped while the page has
    // not moved since it loaded: `topOfPage` is then exact. A scrolled page is measured before
    // the browser paints, or it would show rows far above the viewport: a gap.
    if (returning !== null || mayHaveMoved()) measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [windowed, body, takeReturnScroll])
  if (!windowed) return { start: 0, end: count }
  return visibleRange(count, viewport.firstVisible, viewport.rows)
}
