import { onFirstUse } from './firstUse'

describe('onFirstUse', () => {
  it('makes the value on the first use only, and hands the same one out after', () => {
    const make = jest.fn(() => ({ made: true }))
    const value = onFirstUse(make)
    expect(make).not.toHaveBeenCalled()
    const first = value()
    expect(value()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })
})
