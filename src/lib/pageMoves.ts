let watching = false
let moved = false

/**
 * Starts noting the window's first scroll or resize. Called once at start, before anything can
 * scroll, so that `mayHaveMoved` can tell that a page is still as it loaded.
 */
export function watchPageMoves(): void {
  if (watching) return
  watching = true
  const note = () => {
    moved = true
  }
  window.addEventListener('scroll', note, { once: true, passive: true })
  window.addEventListener('resize', note, { once: true, passive: true })
}

/**
 * False only while the page is known to be at its top with its first window size, which code
 * can then assume instead of reading the scroll position (a read that forces a layout).
 */
export function mayHaveMoved(): boolean {
  return !watching || moved
}
