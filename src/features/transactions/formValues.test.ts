import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './model'
import { categoryOptions, emptyForm, formFromTransaction, keptFormValues } from './formValues'
import { transaction } from '../../test/fixtures'

describe('emptyForm', () => {
  it('starts as an expense on the given day with nothing chosen', () => {
    expect(emptyForm('2026-03-01')).toEqual({
      amount: '',
      type: 'expense',
      category: '',
      date: '2026-03-01',
      description: '',
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
      date: '2026-03-01',
      description: 'Birthday',
      account: '',
    })
  })
})

describe('categoryOptions', () => {
  it('lists the categories of the type', () => {
    expect(categoryOptions('income', '')).toEqual(INCOME_CATEGORIES)
    expect(categoryOptions('expense', 'Food')).toEqual(EXPENSE_CATEGORIES)
  })

  it('adds a kept category of the other type after the list', () => {
    expect(categoryOptions('income', 'Food')).toEqual([...INCOME_CATEGORIES, 'Food'])
  })

  it('does not repeat a category both types share', () => {
    expect(categoryOptions('income', 'Misc')).toEqual(INCOME_CATEGORIES)
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

  it('takes values a form kept over a reload', () => {
    expect(keptFormValues(kept)).toEqual(kept)
  })

  it('refuses anything else, so the form opens as usual', () => {
    for (const value of [null, 'text', { ...kept, amount: 7 }, { ...kept, type: 'gift' }, {}]) {
      expect(keptFormValues(value)).toBeNull()
    }
  })
})
