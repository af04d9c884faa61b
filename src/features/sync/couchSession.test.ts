import { currentSession, SESSION_TIMEOUT_MS, signIn, signOut } from './couchSession'

const BASE = 'https://app.example.com/couchdb'

function answer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
    Promise.resolve(new Response(text, { status })),
  )
}

function failWith(error: Error) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.reject(error))
}

/** A server that takes the request and never answers: only the request's signal ends it, as
 * it ends a real fetch. */
function neverAnswer() {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      ),
  )
}

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('signIn', () => {
  it('posts the name and password as JSON to _session, with cookies, and reports the name', async () => {
    const fetchImpl = answer(200, { ok: true, name: 'ada', roles: [] })

    await expect(signIn(BASE, 'ada', 'pa55word', fetchImpl)).resolves.toEqual({
      kind: 'ok',
      name: 'ada',
    })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0]
    expect(url).toBe(`${BASE}/_session`)
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    })
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'ada', password: 'pa55word' })
  })

  it('keeps the password nowhere', async () => {
    await signIn(BASE, 'ada', 'pa55word', answer(200, { ok: true, name: 'ada' }))

    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
    expect(document.cookie).not.toContain('pa55word')
  })

  it('reports a refused name or password as authFailed', async () => {
    const refused = answer(401, { error: 'unauthorized', reason: 'Name or password is incorrect.' })
    await expect(signIn(BASE, 'ada', 'wrong', refused)).resolves.toEqual({ kind: 'authFailed' })
  })

  it('reports a network failure as offline', async () => {
    const fetchImpl = failWith(new TypeError('Failed to fetch'))
    await expect(signIn(BASE, 'ada', 'pa55word', fetchImpl)).resolves.toEqual({ kind: 'offline' })
  })

  it('sends nothing while the browser is offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetchImpl = answer(200, { ok: true, name: 'ada' })

    await expect(signIn(BASE, 'ada', 'pa55word', fetchImpl)).resolves.toEqual({ kind: 'offline' })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it.each([
    [403, { error: 'forbidden' }],
    [405, ''],
    [500, { error: 'internal' }],
  ])('reports status %i as an error with that status', async (status, body) => {
    await expect(signIn(BASE, 'ada', 'pa55word', answer(status, body))).resolves.toEqual({
      kind: 'error',
      status,
    })
  })

  it('reports a server that answers with something other than CouchDB JSON as an error', async () => {
    const html = answer(200, '<!doctype html><title>Finance Tracker</title>')
    await expect(signIn(BASE, 'ada', 'pa55word', html)).resolves.toEqual({
      kind: 'error',
      status: 200,
    })
  })

  it('reports any other failure of fetch as an error without a status', async () => {
    const fetchImpl = failWith(new DOMException('The operation was aborted.', 'AbortError'))
    await expect(signIn(BASE, 'ada', 'pa55word', fetchImpl)).resolves.toEqual({ kind: 'error' })
  })
})

describe('currentSession', () => {
  it('reports who the cookie signs in', async () => {
    const fetchImpl = answer(200, { ok: true, userCtx: { name: 'ada', roles: [] } })

    await expect(currentSession(BASE, fetchImpl)).resolves.toEqual({ kind: 'ok', name: 'ada' })
    expect(fetchImpl.mock.calls[0][0]).toBe(`${BASE}/_session`)
    expect(fetchImpl.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include' })
  })

  it('reports an ended session (nobody signed in) as authFailed', async () => {
    const fetchImpl = answer(200, { ok: true, userCtx: { name: null, roles: [] } })
    await expect(currentSession(BASE, fetchImpl)).resolves.toEqual({ kind: 'authFailed' })
  })

  it('reports a network failure as offline', async () => {
    const fetchImpl = failWith(new TypeError('Failed to fetch'))
    await expect(currentSession(BASE, fetchImpl)).resolves.toEqual({ kind: 'offline' })
  })

  it('gives up on a server that does not answer in time, as offline', async () => {
    jest.useFakeTimers()
    let outcome: unknown = 'waiting'
    void currentSession(BASE, neverAnswer()).then((result) => (outcome = result))

    await jest.advanceTimersByTimeAsync(SESSION_TIMEOUT_MS - 1)
    expect(outcome).toBe('waiting')
    await jest.advanceTimersByTimeAsync(1)
    expect(outcome).toEqual({ kind: 'offline' })
  })
})

describe('signOut', () => {
  it('deletes the session on the server', async () => {
    const fetchImpl = answer(200, { ok: true })

    await expect(signOut(BASE, fetchImpl)).resolves.toEqual({ kind: 'ok' })
    expect(fetchImpl.mock.calls[0][0]).toBe(`${BASE}/_session`)
    expect(fetchImpl.mock.calls[0][1]).toMatchObject({ method: 'DELETE', credentials: 'include' })
  })

  it('reports a server error with its status', async () => {
    await expect(signOut(BASE, answer(502, 'Bad gateway'))).resolves.toEqual({
      kind: 'error',
      status: 502,
    })
  })
})
