import { splitPairs } from './partners'
import type { Identity, StoredRecord } from './recordOps'

const identity: Identity = {
  of: (value) => (value as { id: string }).id,
  movable: true,
  partner: (value) => {
    const { pair, amount } = value as { pair?: string; amount?: string }
    return pair ? { identity: pair, shared: amount ?? '' } : null
  },
}
const a = { id: 'a', pair: 'b', amount: '5' }
const b = { id: 'b', pair: 'a', amount: '5' }
const lone = { id: 'x' }

const split = (before: StoredRecord[], after: StoredRecord[], touched: string[]) => [
  ...splitPairs(before, after, identity, touched),
]

describe('splitPairs', () => {
  it('finds nothing split while both halves stand, naming each other, sharing their content', () => {
    expect(split([], [a, b, lone], ['a', 'b', 'x'])).toEqual([])
    expect(split([a, b], [], ['a', 'b'])).toEqual([])
  })

  it('finds a half whose other half is missing, names another, or holds other content', () => {
    expect(split([], [a], ['a'])).toEqual(['a'])
    expect(split([], [a, { ...b, pair: 'c' }], ['a'])).toEqual(['a'])
    expect(split([a, b], [{ ...a, amount: '6' }, b], ['a'])).toEqual(['a'])
  })

  it('finds a half removed while its other half stays, naming it', () => {
    expect(split([a, b], [b], ['a'])).toEqual(['a'])
  })

  it('looks only at what was touched, and not at records without a partner', () => {
    expect(split([], [a, lone], ['x'])).toEqual([])
    expect(split([lone], [], ['x'])).toEqual([])
  })
})
