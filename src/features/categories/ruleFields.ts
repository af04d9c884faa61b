export const ruleMessages = {
  contains: 'Please enter the text to look for',
  category: 'Please select a category',
} as const

export type RuleErrors = Partial<Record<keyof typeof ruleMessages, string>>

/** What the rule form needs before a save: some text to look for, and a category. */
export function checkRuleFields(contains: string, category: string): RuleErrors {
  return {
    ...(contains.trim() === '' ? { contains: ruleMessages.contains } : {}),
    ...(category === '' ? { category: ruleMessages.category } : {}),
  }
}
