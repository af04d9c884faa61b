import { makeTestStore } from '../../test/renderWithProviders'
import { seedTransactions } from '../../test/fixtures'
import { userSignedIn } from '../auth/authSlice'
import { EXPENSE_CATEGORIES } from '../categories'
import { addCategory } from '../categories/categoryThunks'
import { undoLast } from '../undo/undoThunks'
import { importRows } from './importThunks'
import type { ImportRow } from './model'

const ada = { id: 'u1', name: 'Ada' }

const row: ImportRow = {
  date: '2026-03-01',
  type: 'expense',
  amountCents: 100,
  category: 'Pets',
  description: 'Cat food',
}

beforeEach(() => localStorage.clear())

// A backup's expense list, written by someone who added "Pets" to SPEC.md's list.
const backupList = [...EXPENSE_CATEGORIES, 'Pets'].map((name) => ({
  name,
  type: 'expense',
  updatedAt: '2026-01-01T00:00:00.000Z',
}))

const expenseNames = (store: ReturnType<typeof makeTestStore>) =>
  store
    .getState()
    .categories.filter((category) => category.type === 'expense')
    .map((category) => category.name)
    .sort()

describe("a backup's categories restored for a person who kept SPEC.md's lists", () => {
  it('leaves the whole list when undone after a category was added meanwhile', () => {
    seedTransactions(ada.id, [])
    const store = makeTestStore()
    store.dispatch(userSignedIn(ada))
    store.dispatch(importRows([row], { lists: { categories: backupList } }))
    expect(expenseNames(store)).toEqual([...EXPENSE_CATEGORIES, 'Pets'].sort())

    expect(store.dispatch(addCategory('Travel', 'expense'))).toEqual({ ok: true })
    expect(store.dispatch(undoLast())).toEqual({ ok: true })

    // Before the import the person had SPEC.md's list; Undo takes back Pets, not the rest.
    expect(expenseNames(store)).toEqual([...EXPENSE_CATEGORIES, 'Travel'].sort())
  })

  it("is the backup's list exactly, renamed and hidden ones included, and Undo gives SPEC.md's back", () => {
    seedTransactions(ada.id, [])
    const store = makeTestStore()
    store.dispatch(userSignedIn(ada))
    const renamed = backupList.map((category) =>
      category.name === 'Food'
        ? { ...category, name: 'Groceries' }
        : category.name === 'Rent'
          ? { ...category, hidden: true }
          : category,
    )
    store.dispatch(importRows([row], { lists: { categories: renamed } }))
    expect(JSON.parse(localStorage.getItem('categories_u1') ?? '[]')).toEqual(
      expect.arrayContaining(renamed),
    )
    expect(expenseNames(store)).toEqual(renamed.map((category) => category.name).sort())

    expect(store.dispatch(undoLast())).toEqual({ ok: true })
    expect(expenseNames(store)).toEqual([...EXPENSE_CATEGORIES].sort())
    const categories = store.getState().categories
    expect(categories.some((category) => category.hidden)).toBe(false)
  })
})
