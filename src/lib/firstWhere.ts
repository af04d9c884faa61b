/** The first index below `length` where `holds` turns true, for a test that stays true once it
 * is (a binary search over any sorted list); `length` when it never does. */
export function firstWhere(length: number, holds: (index: number) => boolean): number {
  let low = 0
  let high = length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (holds(middle)) high = middle
    else low = middle + 1
  }
  return low
}
