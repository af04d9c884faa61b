import { onFirstUse } from './firstUse'

const collator = onFirstUse(() => new Intl.Collator('en', { sensitivity: 'base' }))

/** Category names as a reader orders them: "food" and "Food" (or "Café" and "cafe") tie. */
export function compareCategoriesLoosely(a: string, b: string): number {
  return collator().compare(a, b)
}

/** Loosely, then case-sensitively, so "food" and "Food" keep a fixed order. */
export function compareCategories(a: string, b: string): number {
  return compareCategoriesLoosely(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}

/**
 * Makes the collator ahead of the first list that orders categories (the history's filter,
 * budgets): the page's first Intl object takes 15-25 ms to make (ICU's data), which a signed-in
 * start pays in a task of its own while it waits for the screen's code, not in that render.
 */
export function prepareCategoryOrder(): void {
  collator()
}
