import {
  centsToDecimal,
  formatMoney,
  formatSignedMoney,
  MAX_AMOUNT_CENTS,
  parseAmountInput,
  parseSignedAmountInput,
  parseStoredAmount,
  parseStoredBalance,
} from './money'

describe('parseAmountInput', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    ['.5', 50],
    [' 7.25 ', 725],
    ['1000000000', 100_000_000_000],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseAmountInput(text)).toBe(cents)
  })

  it.each([
    '',
    '0',
    '0.00',
    '-5',
    '12.345',
    'abc',
    '1e3',
    'Infinity',
    'NaN',
    '.',
    '1.2.3',
    '1000000000.01',
  ])('rejects %p', (text) => {
    expect(parseAmountInput(text)).toBeNull()
  })
})

describe('parseStoredAmount', () => {
  it('accepts the decimal strings and numbers older versions wrote', () => {
    expect(parseStoredAmount('12.5')).toBe(1250)
    expect(parseStoredAmount(12.5)).toBe(1250)
    expect(parseStoredAmount(0.1)).toBe(10)
    expect(parseStoredAmount('12.345')).toBe(1235)
    expect(parseStoredAmount(12.345)).toBe(1235)
  })

  it.each([
    ['5.', 500],
    ['0.005', 1],
    ['12.3449', 1234],
    ['12.3450', 1235],
    ['0012.50', 1250],
    ['\u00a012.5\n', 1250],
    // The first version stored the number field's text, which may be written with an exponent.
    ['1e3', 100000],
    ['1E3', 100000],
    ['1e+3', 100000],
    ['1.5e2', 15000],
    ['.5e1', 500],
    ['2.5e-1', 25],
    ['1234.5e-2', 1235],
  ])('reads the stored text %p as %p cents', (text, cents) => {
    expect(parseStoredAmount(text)).toBe(cents)
  })

  it.each([
    '0.004',
    '1..2',
    '12.5.',
    '12.3x',
    '12,50',
    '+5',
    '١٢',
    '12 .5',
    ' . ',
    'e3',
    '1e',
    '1e3.5',
    '1e-9',
    '1e999',
    '-1e3',
  ])('refuses the stored text %p', (text) => {
    expect(parseStoredAmount(text)).toBeNull()
  })

  it('refuses what cannot be an amount', () => {
    expect(parseStoredAmount('-1')).toBeNull()
    expect(parseStoredAmount(Number.NaN)).toBeNull()
    expect(parseStoredAmount(Infinity)).toBeNull()
    expect(parseStoredAmount(null)).toBeNull()
    expect(parseStoredAmount('ten')).toBeNull()
  })
})

describe('formatting', () => {
  it('formats cents as en-US dollars', () => {
    expect(formatMoney(123456)).toBe('$1,234.56')
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(-500)).toBe('-$5.00')
    expect(formatMoney(10 + 20)).toBe('$0.30')
  })

  it('prints what Intl.NumberFormat prints, the format UI_CONTRACT.md names', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const samples = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      99_999,
      100_000,
      123_456_789,
      MAX_AMOUNT_CENTS,
    ]
    for (let cents = 7; cents < 1e15; cents = cents * 3 + 1) samples.push(cents)
    for (const cents of samples) {
      expect(formatMoney(cents)).toBe(intl.format(centsToDecimal(cents) as unknown as number))
      expect(formatMoney(-cents)).toBe(intl.format(centsToDecimal(-cents) as unknown as number))
    }
  })

  it('stays exact beyond the precision of binary fractions', () => {
    expect(formatMoney(2_780_000_000_000_001)).toBe('$27,800,000,000,000.01')
  })

  it('signs amounts by type', () => {
    expect(formatSignedMoney(1200, 'income')).toBe('+$12.00')
    expect(formatSignedMoney(1200, 'expense')).toBe('-$12.00')
  })

  it('writes cents as decimal text', () => {
    expect(centsToDecimal(1250)).toBe('12.50')
    expect(centsToDecimal(5)).toBe('0.05')
    expect(centsToDecimal(-5)).toBe('-0.05')
  })
})

describe('parseSignedAmountInput', () => {
  it.each([
    ['-250.00', -25000],
    ['-0.5', -50],
    ['0', 0],
    ['-0', 0],
    ['12.5', 1250],
    [' -7 ', -700],
    ['-1000000000', -100_000_000_000],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseSignedAmountInput(text)).toBe(cents)
  })

  it.each(['', '-', '--5', '+5', '1.234', 'abc', '1e3', '-1000000000.01'])('rejects %p', (text) => {
    expect(parseSignedAmountInput(text)).toBeNull()
  })
})

describe('parseStoredBalance', () => {
  it('reads signed decimal strings and numbers, and nothing else', () => {
    expect(parseStoredBalance('-250.00')).toBe(-25000)
    expect(parseStoredBalance('0')).toBe(0)
    expect(parseStoredBalance(-3.5)).toBe(-350)
    expect(parseStoredBalance(undefined)).toBeNull()
    expect(parseStoredBalance(Number.NaN)).toBeNull()
    expect(parseStoredBalance('1.234')).toBeNull()
  })
})
