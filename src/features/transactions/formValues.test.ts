import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '../categories'
import { categoryOptions, emptyForm, formFromTransaction, keptFormValues } from './formValues'
import { splitTransaction, transaction } from '../../test/fixtures'

describe('emptyForm', () => {
  it('starts as an expense on the given day with nothing chosen', () => {
    expect(emptyForm('2026-03-01')).toEqual({
      amount: '',
      type: 'expense',
      category: '',
      lines: null,
      date: '2026-03-01',
      description: '',
      tags: '',
      account: '',
    })
  })
})

describe('formFromTransaction', () => {
  it('shows the amount with two decimals', () => {
    expect(
      formFromTransaction(
        transaction({
          amountCents: 1250,
          type: 'income',
          category: 'Gift',
          date: '2026-03-01',
          description: 'Birthday',
        }),
      ),
    ).toEqual({
      amount: '12.50',
      type: 'income',
      category: 'Gift',
      lines: null,
      date: '2026-03-01',
      description: 'Birthday',
      tags: '',
      account: '',
    })
  })

  it("shows a split's lines and its tags, the single Category its first line's", () => {
    const split = splitTransaction()
    expect(formFromTransaction(split)).toMatchObject({
      category: 'Food',
      lines: [
        { category: 'Food', amount: '7.50' },
        { category: 'Bills', amount: '2.50' },
      ],
      tags: 'work, trip',
    })
  })
})

describe('categoryOptions', () => {
  it('lists the categories of the type', () => {
    expect(categoryOptions(INCOME_CATEGORIES, '')).toEqual(INCOME_CATEGORIES)
    expect(categoryOptions(EXPENSE_CATEGORIES, 'Food')).toEqual(EXPENSE_CATEGORIES)
  })

  it('adds a kept category of the other type after the list', () => {
    expect(categoryOptions(INCOME_CATEGORIES, 'Food')).toEqual([...INCOME_CATEGORIES, 'Food'])
  })

  it('does not repeat a category both types share', () => {
    expect(categoryOptions(INCOME_CATEGORIES, 'Misc')).toEqual(INCOME_CATEGORIES)
  })
})

describe('keptFormValues', () => {
  const kept = {
    amount: '7.25',
    type: 'expense',
    category: '',
    date: '2026-03-01',
    description: '',
  }

  it('takes values a form kept over a reload, a version before splits and tags too', () => {
    expect(keptFormValues(kept)).toEqual({ ...kept, lines: null, tags: '' })
    const split = {
      ...kept,
      lines: [kept, kept].map(({ amount }) => ({ category: 'Food', amount })),
    }
    expect(keptFormValues({ ...split, tags: 'work' })).toEqual({ ...split, tags: 'work' })
  })

  it('refuses anything else, so the form opens as usual', () => {
    for (const value of [
      null,
      'text',
      { ...kept, amount: 7 },
      { ...kept, type: 'gift' },
      { ...kept, lines: [{ category: 'Food' }, { category: 'Food', amount: '1' }] },
      { ...kept, tags: ['work'] },
      { ...kept, account: 3 },
      {},
    ]) {
      expect(keptFormValues(value)).toBeNull()
    }
  })
})
