import { MAIN_ACCOUNT } from './model'
import { checkTransfer } from './transferForm'
import { checkAccountName, checkBalance, checkClose } from './validate'

const savings = { ...MAIN_ACCOUNT, id: 's', name: 'Savings' }

describe('checkAccountName', () => {
  it('wants a name no other account has, ignoring case and spaces around it', () => {
    expect(checkAccountName('  Visa ', [MAIN_ACCOUNT])).toEqual({ ok: true, name: 'Visa' })
    expect(checkAccountName(' ', [MAIN_ACCOUNT])).toEqual({
      ok: false,
      message: 'Please enter an account name',
    })
    expect(checkAccountName('MAIN', [MAIN_ACCOUNT, savings])).toEqual({
      ok: false,
      message: 'An account with this name already exists',
    })
    expect(checkAccountName('savings', [MAIN_ACCOUNT, savings], 's')).toEqual({
      ok: true,
      name: 'savings',
    })
  })
})

describe('checkBalance', () => {
  it('takes empty as zero and a minus for a debt', () => {
    expect(checkBalance('')).toEqual({ ok: true, cents: 0 })
    expect(checkBalance('-250')).toEqual({ ok: true, cents: -250_00 })
    expect(checkBalance('1.234')).toEqual({ ok: false, message: 'Please enter a valid amount' })
  })
})

describe('checkClose', () => {
  it('closes at exactly $0.00, and never the last open account', () => {
    expect(checkClose(savings, 0, [MAIN_ACCOUNT, savings])).toEqual({ ok: true })
    expect(checkClose(savings, -1, [MAIN_ACCOUNT, savings])).toEqual({
      ok: false,
      message: 'Move the balance to another account before closing it',
    })
    expect(checkClose(savings, 0, [savings])).toEqual({
      ok: false,
      message: 'Open another account before closing this one',
    })
  })
})

describe('checkTransfer', () => {
  const values = { from: 'main', to: 's', amount: '12.5', date: '2026-03-01', description: '' }

  it('gives the transfer in cents', () => {
    expect(checkTransfer(values)).toEqual({
      ok: true,
      draft: { from: 'main', to: 's', amountCents: 12_50, date: '2026-03-01', description: '' },
    })
  })

  it('wants two different accounts, the form amount and a date', () => {
    expect(checkTransfer({ ...values, to: 'main', amount: '0', date: '' })).toEqual({
      ok: false,
      errors: {
        to: 'Choose two different accounts',
        amount: 'Please enter a valid amount greater than 0',
        date: 'Please select a date',
      },
    })
  })
})
