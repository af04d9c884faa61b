/**
 * The number the ASCII digits of `text` from `start` to `end` spell (0 for none), or -1 if any
 * is not one. Character codes, with no match object or substring made: dates and amounts are
 * read with it for every stored record on every load, 25,000 times at the storage limit.
 */
export function digitsAt(text: string, start: number, end: number): number {
  let value = 0
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - 48
    if (digit < 0 || digit > 9) return -1
    value = value * 10 + digit
  }
  return value
}
