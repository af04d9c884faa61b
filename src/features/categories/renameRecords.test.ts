import type { Identity, StoredRecord } from '../../storage/recordOps'
import { renamedFields, renameInBudgets, renameInRecords, renameInRules } from './renameRecords'

const now = new Date('2026-03-10T12:00:00.000Z')
const at = now.toISOString()
const byId: Identity = { of: (value) => (value as { id?: string }).id ?? null, movable: true }
const food = { type: 'expense', from: 'Food', to: 'Groceries' } as const

describe('renamedFields', () => {
  it('renames the category of a record of its type', () => {
    expect(renamedFields({ type: 'expense', category: 'Food' }, food)).toEqual({
      category: 'Groceries',
    })
  })

  it('renames it in the split lines, keeping every other line and field', () => {
    const splits = [
      { category: 'Food', amount: '7.50', note: 'kept' },
      { category: 'Bills', amount: '2.50' },
      { category: 'Food', amount: '1.00' },
    ]
    expect(renamedFields({ type: 'expense', category: 'Split', splits }, food)).toEqual({
      splits: [
        { category: 'Groceries', amount: '7.50', note: 'kept' },
        { category: 'Bills', amount: '2.50' },
        { category: 'Groceries', amount: '1.00' },
      ],
    })
  })

  it('leaves a record of the other type: "Misc" is in both lists', () => {
    const misc = { type: 'expense', from: 'Misc', to: 'Other' } as const
    expect(renamedFields({ type: 'income', category: 'Misc' }, misc)).toBeNull()
  })

  it('leaves a record that names the category nowhere', () => {
    expect(renamedFields({ type: 'expense', category: 'Foods' }, food)).toBeNull()
  })
})

describe('renameInRecords', () => {
  const records: StoredRecord[] = [
    { id: '1', type: 'expense', category: 'Food', userId: 'u1' },
    { id: '2', type: 'expense', category: 'Bills', userId: 'u1' },
    { id: '3', type: 'expense', category: 'Food', userId: 'someone else' },
  ]

  it('patches only the records the app shows, with the time of the rename', () => {
    const shown = (record: StoredRecord) => record.userId === 'u1'
    expect(renameInRecords(records, byId, shown, food, now)).toEqual([
      { type: 'patch', identity: '1', fields: { category: 'Groceries', updatedAt: at } },
    ])
  })
})

describe('renameInBudgets', () => {
  const budget = { category: 'Food', limit: '300.00', updatedAt: 'then' }

  it('moves the budget to the new name', () => {
    expect(renameInBudgets([budget], food, now)).toEqual([
      { type: 'remove', identity: 'Food' },
      { type: 'add', record: { category: 'Groceries', limit: '300.00', updatedAt: at } },
    ])
  })

  it('leaves budgets alone for an income category, and when the new name has one', () => {
    expect(renameInBudgets([budget], { ...food, type: 'income' }, now)).toEqual([])
    const other = { category: 'Groceries', limit: '50.00' }
    expect(renameInBudgets([budget, other], food, now)).toEqual([])
  })
})

describe('renameInRules', () => {
  const rules = [
    { id: 'r1', contains: 'tesco', category: 'Food' },
    { id: 'r2', contains: 'edf', category: 'Bills' },
  ]

  it('gives the rules of the old name the new one', () => {
    expect(renameInRules(rules, byId, food, false, now)).toEqual([
      { type: 'patch', identity: 'r1', fields: { category: 'Groceries', updatedAt: at } },
    ])
  })

  it('leaves them when the other list still has a category of that name', () => {
    expect(renameInRules(rules, byId, food, true, now)).toEqual([])
  })
})
