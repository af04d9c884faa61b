import { timedFetch } from './timedFetch'

/** A server that takes each request and never answers: its fetch settles only when aborted. */
function silentServer() {
  const asked: { url: string; init: RequestInit }[] = []
  const fetchImpl = (url: string, init: RequestInit = {}) => {
    asked.push({ url, init })
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    })
  }
  return { asked, fetchImpl }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const BASE = 'https://couch.example.com/userdb-61'

describe('replication requests with a time limit', () => {
  it('fails a request not answered in time as one that never reached the server', async () => {
    const server = silentServer()
    const request = timedFetch(server.fetchImpl, 1000)(`${BASE}/_bulk_docs`, { method: 'POST' })
    const outcome = request.then(
      () => 'answered',
      (error: Error) => error.name,
    )
    await jest.advanceTimersByTimeAsync(999)
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending')
    await jest.advanceTimersByTimeAsync(1)
    expect(await outcome).toBe('TimeoutError')
  })

  it('fails an answer whose body stops coming', async () => {
    const fetchImpl = async (_url: string, init: RequestInit = {}) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"results":['))
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
        },
      })
      return new Response(body, { status: 200 })
    }
    const request = timedFetch(fetchImpl, 1000)(`${BASE}/_changes?since=0&limit=100`)
    const outcome = request.then(
      () => 'answered',
      (error: Error) => error.name,
    )
    await jest.advanceTimersByTimeAsync(1000)
    expect(await outcome).toBe('TimeoutError')
  })

  it("leaves the changes feed's long-poll without a limit", async () => {
    const server = silentServer()
    const url = `${BASE}/_changes?style=all_docs&feed=longpoll&heartbeat=10000&since=8`
    const init = { method: 'GET' }
    const request = timedFetch(server.fetchImpl, 1000)(url, init)
    let settled = false
    void request.then(
      () => (settled = true),
      () => (settled = true),
    )
    await jest.advanceTimersByTimeAsync(60_000)
    expect(settled).toBe(false)
    expect(server.asked).toEqual([{ url, init }])
  })

  it('gives an answer in time whole, with its status, and leaves no timer behind', async () => {
    const fetchImpl = async () =>
      new Response(JSON.stringify({ error: 'not_found' }), { status: 404, statusText: 'Not Found' })
    const response = await timedFetch(fetchImpl, 1000)(`${BASE}/encryption`)
    expect([response.status, response.statusText]).toEqual([404, 'Not Found'])
    expect(await response.json()).toEqual({ error: 'not_found' })
    expect(jest.getTimerCount()).toBe(0)
  })

  it("still aborts when the caller aborts (PouchDB's cancel)", async () => {
    const server = silentServer()
    const cancel = new AbortController()
    const request = timedFetch(server.fetchImpl, 1000)(`${BASE}/_bulk_get`, {
      signal: cancel.signal,
    })
    const outcome = request.then(
      () => 'answered',
      (error: unknown) => error,
    )
    cancel.abort('cancelled')
    expect(await outcome).toBe('cancelled')
    expect(jest.getTimerCount()).toBe(0)
  })
})
