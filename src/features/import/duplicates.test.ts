import { splitNewRows, type DuplicateCandidate } from './duplicates'
import type { ImportRow } from './model'

const row = (fields: Partial<ImportRow> = {}): ImportRow => ({
  date: '2026-03-01',
  type: 'expense',
  amountCents: 350,
  category: 'Food',
  description: 'Tea',
  ...fields,
})
const stored = (fields: Partial<DuplicateCandidate> = {}): DuplicateCandidate => ({
  date: '2026-03-01',
  type: 'expense',
  amountCents: 350,
  category: 'Food',
  description: 'Tea',
  ...fields,
})

describe('splitNewRows', () => {
  it('adds two genuinely equal rows to an empty list, and nothing when the same file comes again', () => {
    const file = [row(), row(), row({ description: 'Cake' })]
    const first = splitNewRows([], file)
    expect(first).toEqual({ fresh: file, duplicates: 0 })
    expect(splitNewRows(first.fresh, file)).toEqual({ fresh: [], duplicates: 3 })
  })

  it('lets each existing record absorb one incoming row', () => {
    expect(splitNewRows([stored()], [row(), row()])).toEqual({ fresh: [row()], duplicates: 1 })
  })

  it('compares the date, the signed amount and the description, not the category', () => {
    const existing = [stored()]
    expect(splitNewRows(existing, [row({ category: 'Drinks' })]).duplicates).toBe(1)
    expect(splitNewRows(existing, [row({ type: 'income' })]).duplicates).toBe(0)
    expect(splitNewRows(existing, [row({ amountCents: 351 })]).duplicates).toBe(0)
    expect(splitNewRows(existing, [row({ date: '2026-03-02' })]).duplicates).toBe(0)
    expect(splitNewRows(existing, [row({ description: 'tea' })]).duplicates).toBe(0)
  })

  it('matches the same account and bank id first, whatever else changed', () => {
    const existing = [
      stored({
        bankId: 'F1',
        bankAccount: 'B:1',
        description: 'Renamed by hand',
        amountCents: 999,
      }),
    ]
    expect(splitNewRows(existing, [row({ bankId: 'F1', bankAccount: 'B:1' })])).toEqual({
      fresh: [],
      duplicates: 1,
    })
  })

  it('takes another account’s row with the same bank id for another transaction', () => {
    // A savings statement's $900.00 income and a checking $50.00 expense, both FITID 1001.
    const checking = stored({ bankId: '1001', bankAccount: 'B:1', amountCents: 5000 })
    const savings = row({ bankId: '1001', bankAccount: 'B:2', type: 'income', amountCents: 90000 })
    expect(splitNewRows([checking], [savings])).toEqual({ fresh: [savings], duplicates: 0 })
    // Even on the same day for the same amount: the accounts say they are two.
    const twin = row({ bankId: '1001', bankAccount: 'B:2', amountCents: 5000 })
    expect(splitNewRows([checking], [twin])).toEqual({ fresh: [twin], duplicates: 0 })
  })

  it('matches a record stored without an account by its bank id, day and signed amount', () => {
    const older = stored({ bankId: 'F1', description: 'Renamed by hand' })
    const same = row({ bankId: 'F1', bankAccount: 'B:1' })
    expect(splitNewRows([older], [same])).toEqual({ fresh: [], duplicates: 1 })
    for (const other of [
      row({ bankId: 'F1', bankAccount: 'B:1', amountCents: 351 }),
      row({ bankId: 'F1', bankAccount: 'B:1', type: 'income' }),
      row({ bankId: 'F1', bankAccount: 'B:1', date: '2026-03-02' }),
    ]) {
      expect(splitNewRows([older], [other])).toEqual({ fresh: [other], duplicates: 0 })
    }
  })

  it('matches a row of a file naming no account the same way, against any account', () => {
    const existing = [stored({ bankId: 'F1', bankAccount: 'B:1', description: 'Renamed' })]
    expect(splitNewRows(existing, [row({ bankId: 'F1' })]).duplicates).toBe(1)
    expect(splitNewRows(existing, [row({ bankId: 'F1', amountCents: 999 })]).duplicates).toBe(0)
  })

  it('takes rows with different bank ids for different transactions, even if they look alike', () => {
    const existing = [stored({ bankId: 'F1' })]
    const coffee = row({ bankId: 'F2' })
    expect(splitNewRows(existing, [coffee])).toEqual({ fresh: [coffee], duplicates: 0 })
  })

  it('matches a bank row to a look-alike record that has no bank id, and the other way round', () => {
    expect(splitNewRows([stored()], [row({ bankId: 'F1' })]).duplicates).toBe(1)
    expect(splitNewRows([stored({ bankId: 'F1' })], [row()]).duplicates).toBe(1)
  })

  it('gives a record to the row with its bank id before a look-alike row takes it', () => {
    const lookAlike = row()
    const same = row({ bankId: 'F1' })
    expect(splitNewRows([stored({ bankId: 'F1' })], [lookAlike, same])).toEqual({
      fresh: [lookAlike],
      duplicates: 1,
    })
  })

  it('skips backup records whose id is present or repeated', () => {
    const a = row({ description: 'A', identity: { id: '1', createdAt: 'x' } })
    const b = row({ description: 'B', identity: { id: '2', createdAt: 'x' } })
    const existing = [stored({ id: '1', description: 'changed since' })]
    expect(splitNewRows(existing, [a, b, { ...b }])).toEqual({ fresh: [b], duplicates: 2 })
  })

  it('keeps backup records that share an id but not their fields (older data), each once', () => {
    const identity = { id: '1700000000000', createdAt: 'x' }
    const a = row({ description: 'A', identity })
    const b = row({ description: 'B', amountCents: 999, identity })
    const c = row({ description: 'A', category: 'Drinks', identity })
    expect(splitNewRows([], [a, b, c, { ...a }])).toEqual({ fresh: [a, b, c], duplicates: 1 })
    expect(splitNewRows([stored({ id: identity.id, description: 'A' })], [b, a])).toEqual({
      fresh: [b],
      duplicates: 1,
    })
    const restored = [a, b, c].map((r) => ({ ...r, id: identity.id }))
    expect(splitNewRows(restored, [a, b, c])).toEqual({ fresh: [], duplicates: 3 })
  })

  it('handles lists of 25,000 records', () => {
    const existing = Array.from({ length: 25_000 }, (_, i) => stored({ amountCents: i + 1 }))
    const incoming = Array.from({ length: 25_000 }, (_, i) => row({ amountCents: i + 12_501 }))
    const { fresh, duplicates } = splitNewRows(existing, incoming)
    expect(duplicates).toBe(12_500)
    expect(fresh[0].amountCents).toBe(25_001)
  })

  it('compares within one app account: the same row in another account is another transaction', () => {
    const inMain = [stored({ account: 'main' }), stored({ account: 'main', bankId: 'T1' })]
    expect(splitNewRows(inMain, [row({ account: 'main' })]).duplicates).toBe(1)
    expect(splitNewRows(inMain, [row({ account: 'savings' })]).duplicates).toBe(0)
    // A FITID without its bank account is the account chosen in the dialog's.
    expect(splitNewRows(inMain, [row({ account: 'main', bankId: 'T1' })]).duplicates).toBe(1)
    expect(splitNewRows(inMain, [row({ account: 'savings', bankId: 'T1' })]).duplicates).toBe(0)
  })
})
