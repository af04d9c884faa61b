import { silentParseWorker } from '../../test/silentParseWorker'
import type { ParseOutcome } from './model'
import { parseInWorker, READ_TIME_LIMIT_MS } from './parseInWorker'

const request = { file: new File(['x'], 'slow.ofx'), options: {} }

describe('parseInWorker', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('stops a worker still reading after the time limit, and says the file could not be read in time', async () => {
    const worker = silentParseWorker()
    let outcome: ParseOutcome | undefined
    void parseInWorker(request, () => undefined).outcome.then((result) => (outcome = result))
    await jest.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS - 1)
    expect(outcome).toBeUndefined()
    expect(worker.terminated()).toBe(0)
    await jest.advanceTimersByTimeAsync(1)
    expect(outcome).toEqual({ ok: false, message: 'This file could not be read in time' })
    expect(worker.terminated()).toBe(1)
  })

  it('stops the worker on cancel, and its time limit with it', async () => {
    const worker = silentParseWorker()
    let outcome: ParseOutcome | undefined
    const parse = parseInWorker(request, () => undefined)
    void parse.outcome.then((result) => (outcome = result))
    parse.cancel()
    expect(worker.terminated()).toBe(1)
    await jest.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS * 2)
    expect(outcome).toBeUndefined()
    expect(jest.getTimerCount()).toBe(0)
  })

  it('ends the time limit with the outcome of a worker that answers', async () => {
    const parse = parseInWorker(
      { file: new File(['Date,Payee,Amount\n2026-01-02,Tea,-3.50\n'], 'bank.csv'), options: {} },
      () => undefined,
    )
    await expect(parse.outcome).resolves.toMatchObject({ ok: true })
    expect(jest.getTimerCount()).toBe(0)
  })
})
