import { makeTestStore } from '../../test/renderWithProviders'
import { record, ruleRecord, seedRules, seedTransactions, storedJson } from '../../test/fixtures'
import { userSignedIn } from '../auth/authSlice'
import { undoLast } from '../undo/undoThunks'
import { addCategory, setCategoryHidden } from './categoryThunks'
import { EXPENSE_CATEGORIES } from './defaults'
import { renameCategory } from './renameCategory'
import { selectCategoryChoices } from './selectors'

const ada = { id: 'u1', name: 'Ada' }
const keys = ['transactions', 'budgets', 'recurring', 'rules', 'categories'].map(
  (name) => `${name}_u1`,
)

const lunch = record({ userId: ada.id, category: 'Food', description: 'Lunch' })
const shop = {
  ...record({ userId: ada.id, category: 'Split', amount: '10.00', description: 'Shop' }),
  splits: [
    { category: 'Food', amount: '7.50' },
    { category: 'Bills', amount: '2.50' },
  ],
}
const refund = record({ userId: ada.id, type: 'income', category: 'Misc', description: 'Refund' })
const fee = record({ userId: ada.id, category: 'Misc', description: 'Fee' })

function seed() {
  seedTransactions(ada.id, [lunch, shop, refund, fee])
  localStorage.setItem('budgets_u1', JSON.stringify([{ category: 'Food', limit: '300.00' }]))
  // Not due before the test is over: the catch-up leaves it as it is.
  const later = { start: '2099-01-01', next: '2099-01-01' }
  seedRules(ada.id, [ruleRecord({ category: 'Food', description: 'Groceries', ...later })])
  localStorage.setItem(
    'rules_u1',
    JSON.stringify([
      { id: '1', contains: 'tesco', category: 'Food', updatedAt: 'then' },
      { id: '2', contains: 'fee', category: 'Misc', updatedAt: 'then' },
    ]),
  )
}

function signedIn() {
  const store = makeTestStore()
  store.dispatch(userSignedIn(ada))
  return store
}

const snapshot = () => keys.map((key) => localStorage.getItem(key))

describe('renaming a category', () => {
  beforeEach(seed)

  it('renames it in every transaction, split line, budget, recurring rule and rule', () => {
    const store = signedIn()
    expect(
      store.dispatch(renameCategory({ type: 'expense', from: 'Food', to: 'Groceries' })),
    ).toEqual({ ok: true })
    const [transactions, budgets, recurring, rules] = keys.map(storedJson) as Record<
      string,
      unknown
    >[][]
    expect(transactions.map((t) => t.category)).toEqual(['Groceries', 'Split', 'Misc', 'Misc'])
    expect(transactions[1].splits).toEqual([
      { category: 'Groceries', amount: '7.50' },
      { category: 'Bills', amount: '2.50' },
    ])
    expect(budgets).toEqual([expect.objectContaining({ category: 'Groceries', limit: '300.00' })])
    expect(recurring[0].category).toBe('Groceries')
    expect(rules.map((rule) => rule.category)).toEqual(['Groceries', 'Misc'])
    expect(selectCategoryChoices(store.getState(), 'expense')).toEqual([
      'Transport',
      'Bills',
      'Rent',
      'Entertainment',
      'Shopping',
      'Healthcare',
      'Education',
      'Groceries',
      'Misc',
    ])
    // The screens show it at once.
    expect(store.getState().budgets.map((budget) => budget.category)).toEqual(['Groceries'])
  })

  it('is one change that Undo takes back whole, every record as it was', () => {
    const before = snapshot()
    const store = signedIn()
    store.dispatch(renameCategory({ type: 'expense', from: 'Food', to: 'Groceries' }))
    const undo = store.getState().undo
    expect(undo.step === 'offered' && undo.offer.undo.message).toBe('Renamed Food to Groceries')
    expect(store.dispatch(undoLast())).toEqual({ ok: true })
    // The rename made SPEC.md's list the person's, which it stays, as it was before.
    expect(snapshot().slice(0, 4)).toEqual(before.slice(0, 4))
    expect(storedJson('categories_u1')).toEqual(
      EXPENSE_CATEGORIES.map((name) => expect.objectContaining({ name, type: 'expense' })),
    )
    expect(selectCategoryChoices(store.getState(), 'expense')).toContain('Food')
    expect(store.getState().undo).toMatchObject({ step: 'undone', message: 'Rename undone' })
  })

  it('renames "Misc" of one type only, and leaves the rules to the other type’s', () => {
    const store = signedIn()
    store.dispatch(renameCategory({ type: 'income', from: 'Misc', to: 'Other income' }))
    const [transactions, , , rules] = keys.map(storedJson) as Record<string, unknown>[][]
    expect(transactions.map((t) => t.category)).toEqual(['Food', 'Split', 'Other income', 'Misc'])
    expect(rules.map((rule) => rule.category)).toEqual(['Food', 'Misc'])
  })

  it('changes nothing when the new name is taken', () => {
    const before = snapshot()
    const store = signedIn()
    expect(store.dispatch(renameCategory({ type: 'expense', from: 'Food', to: ' rent ' }))).toEqual(
      { ok: false, message: 'This category already exists' },
    )
    expect(snapshot()).toEqual(before)
    expect(store.getState().undo.step).toBe('none')
  })

  // The rename was the first change to SPEC.md's list: the list it wrote is the person's now,
  // and a later change to it must survive the Undo.
  it.each([
    ['added', () => addCategory('Pets', 'expense'), [...EXPENSE_CATEGORIES, 'Pets']],
    ['hidden', () => setCategoryHidden('Rent', 'expense', true), EXPENSE_CATEGORIES],
  ])(
    'undone after another category was %s meanwhile, gives back the whole list',
    (changed, change, names) => {
      const store = signedIn()
      store.dispatch(renameCategory({ type: 'expense', from: 'Food', to: 'Groceries' }))
      expect(store.dispatch(change())).toEqual({ ok: true })
      expect(store.dispatch(undoLast())).toEqual({ ok: true })
      const lists = store.getState().categories.filter((category) => category.type === 'expense')
      expect(lists.map((category) => category.name).sort()).toEqual([...names].sort())
      expect(lists.find((category) => category.name === 'Rent')?.hidden).toBe(changed === 'hidden')
    },
  )
})
