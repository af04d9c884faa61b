import { amountAsTyped } from './model'

describe('amountAsTyped', () => {
  it('keeps an amount written otherwise than with two decimals, as the field takes it', () => {
    expect(amountAsTyped('800')).toBe('800')
    expect(amountAsTyped('12.5')).toBe('12.5')
    expect(amountAsTyped(800)).toBe('800')
    expect(amountAsTyped('0.1')).toBe('0.1')
  })

  it('leaves two decimals, and what the field would not take as typed, to be written from cents', () => {
    expect(amountAsTyped('12.50')).toBeUndefined()
    expect(amountAsTyped('0800')).toBeUndefined()
    expect(amountAsTyped('.5')).toBeUndefined()
    expect(amountAsTyped('7.125')).toBeUndefined()
    expect(amountAsTyped(' 12.5 ')).toBeUndefined()
  })
})
