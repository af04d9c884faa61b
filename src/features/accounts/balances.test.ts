import { transaction } from '../../test/fixtures'
import { accountResolver, balanceOn, balancesOf, netWorthOf } from './balances'
import { MAIN_ACCOUNT, type Account } from './model'

const savings: Account = { ...MAIN_ACCOUNT, id: '1750000000000', name: 'Savings', type: 'savings' }
const card: Account = { ...MAIN_ACCOUNT, id: '1750000000001', name: 'Visa', openingCents: -250_00 }
const accounts = [MAIN_ACCOUNT, savings, card]
const accountOf = accountResolver(accounts)

describe('accountResolver', () => {
  it('puts a record that names no account, or one the person does not have, in the first', () => {
    expect(accountOf({})).toBe('main')
    expect(accountOf({ account: 'gone' })).toBe('main')
    expect(accountOf({ account: savings.id })).toBe(savings.id)
  })
})

describe('balancesOf', () => {
  it('adds in integer cents: 0.10 + 0.20 is exactly 0.30', () => {
    const balances = balancesOf(
      accounts,
      [
        transaction({ type: 'income', amountCents: 10, account: savings.id }),
        transaction({ type: 'income', amountCents: 20, account: savings.id }),
      ],
      accountOf,
    )
    expect(balances.get(savings.id)).toBe(30)
  })

  it('is the opening balance plus incomes minus expenses, transfers included, every date', () => {
    const balances = balancesOf(
      accounts,
      [
        transaction({ type: 'income', amountCents: 1000_00, date: '2020-01-01' }),
        transaction({ type: 'expense', amountCents: 249_50, date: '2099-12-31' }),
        transaction({ type: 'expense', amountCents: 100_00, category: 'Transfer', transfer: 'x' }),
        transaction({
          type: 'income',
          amountCents: 100_00,
          category: 'Transfer',
          transfer: 'y',
          account: card.id,
        }),
      ],
      accountOf,
    )
    expect(Object.fromEntries(balances)).toEqual({
      main: 650_50,
      [savings.id]: 0,
      [card.id]: -150_00,
    })
    expect(netWorthOf(balances)).toBe(500_50)
  })
})

describe('balanceOn', () => {
  it('counts the transactions dated up to the end of the day asked for', () => {
    const list = [
      transaction({ type: 'income', amountCents: 50_00, date: '2026-03-01' }),
      transaction({ type: 'expense', amountCents: 5_00, date: '2026-03-02' }),
      transaction({ type: 'expense', amountCents: 7_00, date: '2026-03-03' }),
      transaction({ type: 'income', amountCents: 1_00, date: '2026-03-02', account: savings.id }),
    ]
    expect(balanceOn(MAIN_ACCOUNT, list, accountOf, '2026-02-28')).toBe(0)
    expect(balanceOn(MAIN_ACCOUNT, list, accountOf, '2026-03-02')).toBe(45_00)
    expect(balanceOn(card, list, accountOf, '2026-03-02')).toBe(-250_00)
  })
})
