import { onFirstUse } from './firstUse'

const collator = onFirstUse(() => new Intl.Collator('en', { sensitivity: 'base' }))

/** Whether a name holds only ASCII letters, digits and spaces, as every built-in category does. */
function isPlain(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index) | 0x20
    if (code !== 0x20 && (code < 0x30 || code > 0x39) && (code < 0x61 || code > 0x7a)) return false
  }
  return true
}

/** The collator's order for plain names: space, then digits, then letters whatever their case,
 * one character at a time (categoryOrder.test.ts holds it to the collator). `| 0x20` lower-cases
 * a letter and leaves a digit or a space as it is. */
function comparePlain(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let index = 0; index < length; index += 1) {
    const x = a.charCodeAt(index) | 0x20
    const y = b.charCodeAt(index) | 0x20
    if (x !== y) return x < y ? -1 : 1
  }
  return Math.sign(a.length - b.length)
}

/**
 * Category names as a reader orders them: "food" and "Food" (or "Café" and "cafe") tie. Plain
 * names are compared without the collator: the page's first Intl object takes 15-25 ms to make
 * (ICU's data), which a start with only such names would otherwise pay before its first screen.
 */
export function compareCategoriesLoosely(a: string, b: string): number {
  return isPlain(a) && isPlain(b) ? comparePlain(a, b) : collator().compare(a, b)
}

/** Loosely, then case-sensitively, so "food" and "Food" keep a fixed order. */
export function compareCategories(a: string, b: string): number {
  return compareCategoriesLoosely(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}
