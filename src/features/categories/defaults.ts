/** The type a category belongs to: each type has its own list. */
export type CategoryType = 'income' | 'expense'

/** SPEC.md section 3's lists: a person's until they change them (see model.ts). */
export const INCOME_CATEGORIES: readonly string[] = [
  'Salary',
  'Freelance',
  'Investment',
  'Business',
  'Gift',
  'Misc',
]
export const EXPENSE_CATEGORIES: readonly string[] = [
  'Food',
  'Transport',
  'Bills',
  'Rent',
  'Entertainment',
  'Shopping',
  'Healthcare',
  'Education',
  'Misc',
]

export function defaultCategories(type: CategoryType): readonly string[] {
  return type === 'income' ? INCOME_CATEGORIES : EXPENSE_CATEGORIES
}

/** The catch-all of both lists, which a file's row without a category gets. */
export const CATCH_ALL = 'Misc'

/** What a split transaction is stored under (`category: "Split"`, its lines in `splits`): a
 * category of that name would read as a split, so no list may have one. */
export const SPLIT_CATEGORY = 'Split'
