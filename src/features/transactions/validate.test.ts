import { emptyForm, type TransactionFormValues } from './formValues'
import { checkTransaction, clearError, formMessages, validateTransaction } from './validate'

const valid: TransactionFormValues = {
  amount: '12.50',
  type: 'expense',
  category: 'Food',
  date: '2026-03-01',
  description: 'Lunch',
}

describe('validateTransaction', () => {
  it('accepts a complete form', () => {
    expect(validateTransaction(valid)).toEqual({})
  })

  it('gives every message of an empty form at once', () => {
    expect(validateTransaction({ ...emptyForm('2026-03-01'), date: '' })).toEqual({
      amount: 'Please enter a valid amount greater than 0',
      category: 'Please select a category',
      date: 'Please select a date',
    })
  })

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['zero with decimals', '0.00'],
    ['negative', '-1'],
    ['non-numeric', 'abc'],
    ['more than two decimals', '1.234'],
    ['an exponent', '1e3'],
    ['non-finite', '1e309'],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['above the maximum', '1000000000.01'],
  ])('rejects an amount that is %s (%p)', (_kind, amount) => {
    expect(validateTransaction({ ...valid, amount })).toEqual({ amount: formMessages.amount })
  })

  it.each(['0.01', '12', '12.5', '1000000000'])('accepts the amount %p', (amount) => {
    expect(validateTransaction({ ...valid, amount })).toEqual({})
  })

  it.each(['', '2026-02-30', '2026-13-01', 'yesterday'])('rejects the date %p', (date) => {
    expect(validateTransaction({ ...valid, date })).toEqual({ date: formMessages.date })
  })

  it.each(['0026-04-10', '1899-12-31', '2101-01-01', '20260-04-10', '275760-09-13'])(
    'rejects the date %p, outside 1900 to 2100',
    (date) => {
      expect(validateTransaction({ ...valid, date })).toEqual({
        date: 'Please enter a date between 1900 and 2100',
      })
    },
  )

  it.each(['1900-01-01', '2100-12-31'])('accepts the date %p, at an end of the range', (date) => {
    expect(validateTransaction({ ...valid, date })).toEqual({})
  })

  it('does not check the category against the type', () => {
    expect(validateTransaction({ ...valid, type: 'income', category: 'Food' })).toEqual({})
  })

  it('leaves the description optional', () => {
    expect(validateTransaction({ ...valid, description: '' })).toEqual({})
  })
})

describe('checkTransaction', () => {
  it('maps the typed text to a draft in integer cents', () => {
    expect(checkTransaction({ ...valid, amount: '0.1', type: 'income', category: 'Gift' })).toEqual(
      {
        ok: true,
        draft: {
          amountCents: 10,
          type: 'income',
          category: 'Gift',
          date: '2026-03-01',
          description: 'Lunch',
        },
      },
    )
  })

  it('keeps the description exactly as typed', () => {
    const description = '  x'.repeat(4000)
    const result = checkTransaction({ ...valid, description })
    expect(result.ok && result.draft.description).toBe(description)
  })

  it('returns the errors instead of a draft', () => {
    expect(checkTransaction({ ...valid, category: '' })).toEqual({
      ok: false,
      errors: { category: formMessages.category },
    })
  })
})

describe('clearError', () => {
  const errors = { amount: formMessages.amount, date: formMessages.date }

  it('removes only the changed field', () => {
    expect(clearError(errors, 'amount')).toEqual({ date: formMessages.date })
  })

  it('returns the same object when that field had no error', () => {
    expect(clearError(errors, 'type')).toBe(errors)
  })
})
