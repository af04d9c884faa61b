import { nextTask } from '../../../lib/tasks'
import { pauseAfter, reconcileQueue } from './reconcileQueue'

/** Keeps the thread busy for `ms`, as a piece of sync work does. */
function busy(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until);
}

describe('pauseAfter', () => {
  it('runs a short reconciliation again at once', () => {
    expect(pauseAfter(0)).toBe(0)
    expect(pauseAfter(15)).toBe(0)
  })

  it('waits three times as long as a long one took, leaving replication the rest', () => {
    expect(pauseAfter(16)).toBe(48)
    expect(pauseAfter(400)).toBe(1200)
  })

  it('never waits more than 2 seconds, so a change from another device shows soon', () => {
    expect(pauseAfter(5_000)).toBe(2_000)
  })
})

describe('reconcileQueue', () => {
  it('lets the browser in once its pieces have run 10 ms, though each ends in a microtask', async () => {
    const queue = reconcileQueue(async () => undefined, jest.fn())
    const order: string[] = []
    const browser = nextTask().then(() => order.push('browser'))
    for (let i = 0; i < 8; i += 1) {
      void queue.run(async () => {
        busy(4)
        order.push(`piece ${i}`)
      })
    }
    await queue.run(async () => undefined)
    await browser
    expect(order.indexOf('browser')).toBeGreaterThan(0)
    expect(order.indexOf('browser')).toBeLessThan(4)
  })

  it('runs pieces in the order given, one after another', async () => {
    const queue = reconcileQueue(async () => undefined, jest.fn())
    const order: number[] = []
    const pieces = [3, 1, 2].map((n) =>
      queue.run(async () => {
        await Promise.resolve()
        order.push(n)
      }),
    )
    await Promise.all(pieces)
    expect(order).toEqual([3, 1, 2])
  })

  it('reconciles a collection asked for twice while waiting once', async () => {
    const reconcile = jest.fn(async () => undefined)
    const queue = reconcileQueue(reconcile, jest.fn())
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    void queue.run(() => gate)
    queue.reconcileSoon('transactions')
    queue.reconcileSoon('transactions')
    expect(queue.behind()).toEqual(['transactions'])
    release()
    await queue.run(async () => undefined)
    expect(reconcile).toHaveBeenCalledTimes(1)
    expect(queue.behind()).toEqual([])
  })
})
