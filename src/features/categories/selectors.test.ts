import type { RootState } from '../../app/store'
import { listInOrder } from '../../collections/itemList'
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './defaults'
import { compareCategoryItems, type Category } from './model'
import {
  selectAnyTypeChoices,
  selectCategoryChoices,
  selectCategoryLists,
  selectOwnCategoryChoices,
} from './selectors'

const category = (name: string, type: Category['type'], hidden = false): Category => ({
  name,
  type,
  hidden,
  updatedAt: '',
})

const stateWith = (kept: Category[]) =>
  ({
    categories: listInOrder([...kept].sort(compareCategoryItems)),
    rules: listInOrder([]),
  }) as unknown as RootState

const names = (list: readonly Category[]) => list.map((one) => one.name)

describe('the category lists', () => {
  it('are exactly SPEC.md’s while the person keeps none', () => {
    const state = stateWith([])
    expect(names(selectCategoryLists(state).expense)).toEqual(EXPENSE_CATEGORIES)
    expect(selectCategoryChoices(state, 'income')).toEqual(INCOME_CATEGORIES)
    expect(selectOwnCategoryChoices(state)).toEqual([])
  })

  it('are the person’s own for a type they changed, SPEC.md’s for the other', () => {
    const state = stateWith([category('Food', 'expense'), category('Pets', 'expense')])
    expect(selectCategoryChoices(state, 'expense')).toEqual(['Food', 'Pets'])
    expect(selectCategoryChoices(state, 'income')).toEqual(INCOME_CATEGORIES)
  })

  it('offer only the visible categories as choices', () => {
    const state = stateWith([category('Food', 'expense'), category('Rent', 'expense', true)])
    expect(names(selectCategoryLists(state).expense)).toEqual(['Food', 'Rent'])
    expect(selectCategoryChoices(state, 'expense')).toEqual(['Food'])
    expect(selectOwnCategoryChoices(state)).toEqual(['Food', ...INCOME_CATEGORIES])
  })

  it('list SPEC.md’s names in its order, then the person’s own by name, and Misc last', () => {
    const kept = ['Misc', 'Zoo', 'Rent', 'art', 'Food'].map((name) => category(name, 'expense'))
    expect(selectCategoryChoices(stateWith(kept), 'expense')).toEqual([
      'Food',
      'Rent',
      'art',
      'Zoo',
      'Misc',
    ])
  })

  it('name every visible category once for a rule, expense ones first', () => {
    const state = stateWith([category('Food', 'expense'), category('Misc', 'expense')])
    expect(selectAnyTypeChoices(state)).toEqual(['Food', 'Misc', ...INCOME_CATEGORIES.slice(0, -1)])
  })
})
