import { transaction } from '../../test/fixtures'
import { accountResolver } from './balances'
import { MAIN_ACCOUNT } from './model'
import { reconcile } from './reconciliation'

const accountOf = accountResolver([MAIN_ACCOUNT])
const list = [
  transaction({ type: 'income', amountCents: 100_00, date: '2026-03-01' }),
  transaction({ type: 'expense', amountCents: 10, date: '2026-03-02' }),
  transaction({ type: 'expense', amountCents: 20, date: '2026-03-02' }),
  transaction({ type: 'expense', amountCents: 50_00, date: '2026-03-05' }),
]
const on = (balance: string, date: string) =>
  reconcile(MAIN_ACCOUNT, list, accountOf, { balance, date })

describe('reconcile', () => {
  it("is the statement balance minus the account's balance on the statement's date", () => {
    expect(on('99.70', '2026-03-02')).toEqual({
      kind: 'compared',
      balanceCents: 99_70,
      differenceCents: 0,
    })
    expect(on('100', '2026-03-02')).toMatchObject({ differenceCents: 30 })
    expect(on('49', '2026-03-05')).toMatchObject({ balanceCents: 49_70, differenceCents: -70 })
  })

  it('takes an empty statement balance as $0.00, and a negative one', () => {
    expect(on('', '2026-02-01')).toEqual({ kind: 'compared', balanceCents: 0, differenceCents: 0 })
    expect(on('-0.30', '2026-02-01')).toMatchObject({ differenceCents: -30 })
  })

  it('says what it waits for: a date, an amount it can read', () => {
    expect(on('10', '')).toEqual({ kind: 'noDate' })
    expect(on('1.234', '2026-03-02')).toEqual({
      kind: 'badAmount',
      message: 'Please enter a valid amount',
    })
  })
})
