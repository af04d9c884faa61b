import { bankKeyOf } from './bankKey'

describe('bankKeyOf', () => {
  it('is the same for an import row and the record it was stored as', () => {
    const row = { bankId: '1001', bankAccount: '110000000:000123456789', amountCents: 5000 }
    const stored = { id: 'x', bankId: '1001', bankAccount: '110000000:000123456789', amount: '50' }
    expect(bankKeyOf(row)).toBe(bankKeyOf(stored))
    expect(bankKeyOf(row)).not.toBeNull()
  })

  it('tells accounts and bank ids apart, whatever characters they hold', () => {
    expect(bankKeyOf({ bankId: '1001', bankAccount: 'B:1' })).not.toBe(
      bankKeyOf({ bankId: '1001', bankAccount: 'B:2' }),
    )
    expect(bankKeyOf({ bankId: '3', bankAccount: '1:2' })).not.toBe(
      bankKeyOf({ bankId: '2:3', bankAccount: '1' }),
    )
  })

  it.each([
    ['no account', { bankId: '1001' }],
    ['no bank id', { bankAccount: 'B:1' }],
    ['an empty account', { bankId: '1001', bankAccount: '' }],
    ['fields that are not text', { bankId: 1001, bankAccount: ['B', 1] }],
  ])('is null for a record with %s', (_what, record) => {
    expect(bankKeyOf(record)).toBeNull()
  })
})
