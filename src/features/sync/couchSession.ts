// Signing in to a CouchDB server through `_session` (cookie authentication). The server sets an
// HttpOnly `AuthSession` cookie that the browser keeps and sends; the password passes through
// `signIn` once and is kept nowhere.

/** Why a call did not succeed: the server refused the name and password (or the session has
 * ended), the browser is offline or cannot reach the server, or anything else. */
export type CouchFailure =
  { kind: 'authFailed' } | { kind: 'offline' } | { kind: 'error'; status?: number }

export type CouchResult<T extends object = object> = ({ kind: 'ok' } & T) | CouchFailure

type Fetch = typeof fetch

interface SessionBody {
  name?: unknown
  userCtx?: { name?: unknown }
}

type Body = Record<string, unknown>

/** A server that has not answered by then is taken as out of reach. Without a limit, one that
 * accepts the connection and never answers kept sync at "Connecting…" for ever, and with it the
 * recurring catch-up, which waits while sync says so. */
export const SESSION_TIMEOUT_MS = 20_000

/**
 * Sends one request to `<base>/<path>` with the session cookie. Not even tried while the
 * browser knows it is offline; a network failure (fetch's TypeError, which is also what an
 * unreachable or CORS-refusing server gives) or no whole answer within SESSION_TIMEOUT_MS
 * counts as offline.
 */
export async function couchRequest(
  base: string,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  fetchImpl: Fetch = fetch,
): Promise<CouchFailure | { kind: 'response'; body: Body }> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' }
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), SESSION_TIMEOUT_MS)
  try {
    return await answerOf(
      fetchImpl(`${base}/${path}`, {
        ...init,
        credentials: 'include',
        headers: { Accept: 'application/json', ...init.headers },
        signal: timeout.signal,
      }),
    )
  } catch (error) {
    // By name: a fetch passed in may come from another realm, with its own TypeError.
    const unreachable = (error as Error | null)?.name === 'TypeError' || timeout.signal.aborted
    return unreachable ? { kind: 'offline' } : { kind: 'error' }
  } finally {
    clearTimeout(timer)
  }
}

/** The server's answer; rejects as fetch does when it does not come whole. */
async function answerOf(
  request: Promise<Response>,
): Promise<CouchFailure | { kind: 'response'; body: Body }> {
  const response = await request
  if (response.status === 401) return { kind: 'authFailed' }
  if (!response.ok) return { kind: 'error', status: response.status }
  let body: unknown
  try {
    // A host without the proxy answers a path like /couchdb/_session with the app's HTML.
    body = await response.json()
  } catch (error) {
    // Not JSON: not a CouchDB server; unless the answer was cut off (the timeout, offline).
    if ((error as Error | null)?.name !== 'SyntaxError') throw error
  }
  if (body && typeof body === 'object') return { kind: 'response', body: body as Body }
  return { kind: 'error', status: response.status }
}

function named(name: unknown): CouchResult<{ name: string }> {
  return typeof name === 'string' && name ? { kind: 'ok', name } : { kind: 'authFailed' }
}

export async function signIn(
  base: string,
  username: string,
  password: string,
  fetchImpl: Fetch = fetch,
): Promise<CouchResult<{ name: string }>> {
  const result = await couchRequest(
    base,
    '_session',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: username, password }),
    },
    fetchImpl,
  )
  return result.kind === 'response' ? named(result.body.name) : result
}

/** Who the session cookie signs in; `authFailed` when nobody (no cookie, or it expired). */
export async function currentSession(
  base: string,
  fetchImpl: Fetch = fetch,
): Promise<CouchResult<{ name: string }>> {
  const result = await couchRequest(base, '_session', { method: 'GET' }, fetchImpl)
  return result.kind === 'response' ? named((result.body as SessionBody).userCtx?.name) : result
}

/** Ends the session on the server, which also clears its cookie. */
export async function signOut(base: string, fetchImpl: Fetch = fetch): Promise<CouchResult> {
  const result = await couchRequest(base, '_session', { method: 'DELETE' }, fetchImpl)
  return result.kind === 'response' ? { kind: 'ok' } : result
}
