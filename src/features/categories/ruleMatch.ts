import { CATCH_ALL } from './defaults'
import type { CategoryRule } from './ruleModel'

/** What an import does with a row's category: the row, or its category set by a rule. */
export interface Categorised {
  description: string
  category: string
}

/**
 * The category the rules give a description: that of the rule whose text it contains, ignoring
 * case; of several, the longest text wins (“amazon prime” over “amazon”), and of two as long
 * the one listed first. Null when no rule's text is in it.
 */
export function ruleMatcher(
  rules: readonly CategoryRule[],
): (description: string) => string | null {
  // Longest first, each text lower-cased once per import rather than once per row.
  const ordered = rules
    .map((rule, order) => ({ text: rule.contains.toLowerCase(), category: rule.category, order }))
    .sort((a, b) => b.text.length - a.text.length || a.order - b.order)
  return (description) => {
    if (ordered.length === 0) return null
    const text = description.toLowerCase()
    return ordered.find((rule) => text.includes(rule.text))?.category ?? null
  }
}

/**
 * Rows with the rules applied: a row whose file gives it no category (the import gives it
 * "Misc") or "Misc" itself gets its rule's category; a row with a category of its own keeps it.
 * The rows a rule changed are new objects; the others are the very same.
 */
export function applyRules<T extends Categorised>(
  rows: readonly T[],
  rules: readonly CategoryRule[],
): T[] {
  const match = ruleMatcher(rules)
  return rows.map((row) => {
    if (row.category !== CATCH_ALL) return row
    const category = match(row.description)
    return category === null ? row : { ...row, category }
  })
}
