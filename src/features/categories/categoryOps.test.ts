import { applyOps, type StoredRecord } from '../../storage/recordOps'
import { addCategoryPlan, hideCategoryPlan, renameCategoryPlan } from './categoryOps'
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './defaults'
import { categoryIdentity } from './model'

const now = new Date('2026-03-10T12:00:00.000Z')
const at = now.toISOString()

/** What storage holds after a plan, or why it refused. */
function run(plan: ReturnType<typeof addCategoryPlan>, stored: StoredRecord[] = []) {
  const ops = plan(stored)
  if (!Array.isArray(ops)) return ops
  const applied = applyOps(stored, ops, categoryIdentity)
  if (!applied.ok) throw new Error(JSON.stringify(applied))
  return applied.records
}

const names = (records: unknown) => (records as StoredRecord[]).map((record) => record.name)

describe('a first change to a list', () => {
  it('writes SPEC.md’s list of that type first, and only that type’s', () => {
    const stored = run(addCategoryPlan('Pets', 'expense', now))
    expect(names(stored)).toEqual([...EXPENSE_CATEGORIES, 'Pets'])
    expect(stored).toContainEqual({ name: 'Pets', type: 'expense', updatedAt: at })
  })

  it('keeps the person’s list once they have one', () => {
    const own = [{ name: 'Salary', type: 'income', updatedAt: 'then' }]
    expect(names(run(addCategoryPlan('Tips', 'income', now), own))).toEqual(['Salary', 'Tips'])
  })
})

describe('adding', () => {
  it('refuses a name the type’s list has, ignoring case, hidden ones included', () => {
    expect(run(addCategoryPlan('food', 'expense', now))).toEqual({
      refused: 'This category already exists',
    })
    const hidden = [{ name: 'Gym', type: 'expense', hidden: true }]
    expect(run(addCategoryPlan('GYM', 'expense', now), hidden)).toEqual({
      refused: 'This category already exists',
    })
  })

  it('takes a name of the other list: "Misc" is in both', () => {
    expect(names(run(addCategoryPlan('Food', 'income', now)))).toEqual([
      ...INCOME_CATEGORIES,
      'Food',
    ])
  })

  it('trims the name and refuses an empty one', () => {
    expect(names(run(addCategoryPlan('  Pets ', 'expense', now))).at(-1)).toBe('Pets')
    expect(run(addCategoryPlan('  ', 'expense', now))).toEqual({
      refused: 'Please enter a category name',
    })
  })
})

describe('hiding and showing', () => {
  it('marks the category hidden, and showing it takes the mark away', () => {
    const hidden = run(hideCategoryPlan('Rent', 'expense', true, now)) as StoredRecord[]
    expect(hidden.find((record) => record.name === 'Rent')).toEqual({
      name: 'Rent',
      type: 'expense',
      hidden: true,
      updatedAt: at,
    })
    const shown = run(hideCategoryPlan('Rent', 'expense', false, now), hidden) as StoredRecord[]
    expect(shown.find((record) => record.name === 'Rent')).toEqual({
      name: 'Rent',
      type: 'expense',
      updatedAt: at,
    })
  })
})

describe('renaming', () => {
  it('replaces the record under the old name by one under the new, other fields kept', () => {
    const own = [{ name: 'Food', type: 'expense', colour: 'green', updatedAt: 'then' }]
    expect(run(renameCategoryPlan('Food', 'Groceries', 'expense', now), own)).toEqual([
      { name: 'Groceries', type: 'expense', colour: 'green', updatedAt: at },
    ])
  })

  it('takes a change of case alone, and refuses another category’s name', () => {
    expect(names(run(renameCategoryPlan('Food', 'FOOD', 'expense', now)))).toContain('FOOD')
    expect(run(renameCategoryPlan('Food', 'rent', 'expense', now))).toEqual({
      refused: 'This category already exists',
    })
  })

  it('refuses when the category is gone', () => {
    expect(run(renameCategoryPlan('Pets', 'Animals', 'expense', now))).toEqual({
      refused: 'missing',
    })
  })
})
