import { accountOfBank, placeRows } from './placeRows'
import type { ImportRow } from './model'

const row = (fields: Partial<ImportRow> = {}): ImportRow => ({
  date: '2026-03-01',
  type: 'expense',
  amountCents: 100,
  category: 'Misc',
  description: 'Shop',
  ...fields,
})

describe('placeRows', () => {
  const placement = {
    target: 'main',
    ids: new Map([
      ['main', 'main'],
      ['s', 's'],
      ['backup-savings', 's'],
    ]),
    accounts: [
      { id: 'main', name: 'Main' },
      { id: 's', name: 'Savings' },
    ],
  }

  it('puts rows in the account chosen, unless they name one the person has', () => {
    expect(
      placeRows(
        [
          row(),
          row({ account: 's' }),
          row({ account: 'backup-savings' }),
          row({ account: 'unknown' }),
          row({ accountName: 'savings' }),
          row({ accountName: 'Elsewhere' }),
        ],
        placement,
      ).map((placed) => placed.account),
    ).toEqual(['main', 's', 's', 'main', 's', 'main'])
  })
})

describe('accountOfBank', () => {
  it("is where that bank account's rows went last time, or nothing", () => {
    const stored = [
      { ...row(), bankAccount: '1:2', account: 'main', createdAt: '2026-01-01T00:00:00.000Z' },
      { ...row(), bankAccount: '1:2', account: 's', createdAt: '2026-02-01T00:00:00.000Z' },
      { ...row(), bankAccount: '9:9', account: 'main', createdAt: '2026-03-01T00:00:00.000Z' },
    ]
    expect(accountOfBank(stored, '1:2')).toBe('s')
    expect(accountOfBank(stored, '3:4')).toBeNull()
    expect(accountOfBank(stored, undefined)).toBeNull()
  })
})
