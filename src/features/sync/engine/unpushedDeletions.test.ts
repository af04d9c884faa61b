import type { LocalDeletion } from '../reconcile'
import { unpushedDeletions } from './unpushedDeletions'

const deletion = (id: string) => ({ id }) as unknown as LocalDeletion

describe('removals waiting to be seen pushed', () => {
  it('are pushed for sure at the second time the push catches up after they were settled', () => {
    const unpushed = unpushedDeletions()
    unpushed.add('transactions', [deletion('a')])
    expect(unpushed.pushed()).toEqual([])
    unpushed.add('budgets', [deletion('b')])
    expect(unpushed.pushed()).toEqual([{ name: 'transactions', settled: [deletion('a')] }])
    expect(unpushed.pushed()).toEqual([{ name: 'budgets', settled: [deletion('b')] }])
    expect(unpushed.pushed()).toEqual([])
  })

  it('keep nothing for a settle with no removals', () => {
    const unpushed = unpushedDeletions()
    unpushed.add('transactions', [])
    unpushed.pushed()
    expect(unpushed.pushed()).toEqual([])
  })
})
