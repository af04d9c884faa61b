import { emptyForm, type TransactionFormValues } from './formValues'
import {
  checkTransaction,
  clearError,
  clearLineError,
  errorMessages,
  formMessages,
} from './validate'

const valid: TransactionFormValues = {
  amount: '12.50',
  type: 'expense',
  category: 'Food',
  lines: null,
  date: '2026-03-01',
  description: 'Lunch',
  tags: '',
}

/** The messages a form shows for these values; none when they save. */
function validateTransaction(values: TransactionFormValues) {
  const checked = checkTransaction(values)
  return checked.ok ? {} : checked.errors
}

describe('the form check', () => {
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

describe('a split', () => {
  const split = (amount: string, ...lines: [string, string][]): TransactionFormValues => ({
    ...valid,
    amount,
    category: '',
    lines: lines.map(([category, lineAmount]) => ({ category, amount: lineAmount })),
  })

  it('saves as one transaction of category "Split" with its lines in integer cents', () => {
    expect(checkTransaction(split('0.30', ['Food', '0.10'], ['Transport', '0.20']))).toEqual({
      ok: true,
      draft: {
        amountCents: 30,
        type: 'expense',
        category: 'Split',
        splits: [
          { category: 'Food', amountCents: 10 },
          { category: 'Transport', amountCents: 20 },
        ],
        date: '2026-03-01',
        description: 'Lunch',
      },
    })
  })

  it('refuses lines that do not add up to the Amount, to the cent', () => {
    expect(validateTransaction(split('0.30', ['Food', '0.10'], ['Transport', '0.19']))).toEqual({
      split: 'Split amounts must add up to $0.30',
    })
    expect(validateTransaction(split('1234.56', ['Food', '1234.55'], ['Bills', '0.02']))).toEqual({
      split: 'Split amounts must add up to $1,234.56',
    })
  })

  it("gives each line its own messages, and the sum's only once every line reads", () => {
    expect(validateTransaction(split('10', ['', '5'], ['Food', '5.001']))).toEqual({
      lines: [{ category: formMessages.category }, { amount: formMessages.amount }],
    })
  })

  it('needs no Category of its own: its lines have them', () => {
    const errors = validateTransaction(split('10', ['Food', '4'], ['Food', '6']))
    expect(errors).toEqual({})
  })

  it('names each line in the messages of a refused row', () => {
    const checked = checkTransaction(split('', ['', '5'], ['Food', '5']))
    expect(!checked.ok && errorMessages(checked.errors)).toEqual([
      formMessages.amount,
      `Line 1: ${formMessages.category}`,
    ])
  })

  it("clears a line's own message and the sum's when the line changes", () => {
    const errors = {
      amount: formMessages.amount,
      split: 'Split amounts must add up to $1.00',
      lines: [{ category: formMessages.category, amount: formMessages.amount }, {}],
    }
    expect(clearLineError(errors, 0, 'amount')).toEqual({
      amount: formMessages.amount,
      lines: [{ category: formMessages.category }, {}],
    })
  })
})

describe('tags', () => {
  it('are saved trimmed, lower-case and once each, in the order typed', () => {
    const checked = checkTransaction({ ...valid, tags: ' Work, vacation ,work,, VACATION ' })
    expect(checked.ok && checked.draft.tags).toEqual(['work', 'vacation'])
  })

  it('are left out of a draft without any', () => {
    const checked = checkTransaction({ ...valid, tags: ' , ' })
    expect(checked.ok && 'tags' in checked.draft).toBe(false)
  })
})
