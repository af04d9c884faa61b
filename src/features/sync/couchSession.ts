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

/**
 * Sends one request to `<base>/_session` with the session cookie. Not even tried while the
 * browser knows it is offline; a network failure (fetch's TypeError, which is also what an
 * unreachable or CORS-refusing server gives) counts as offline.
 */
async function sessionRequest(
  base: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  fetchImpl: Fetch,
): Promise<CouchFailure | { kind: 'response'; body: SessionBody }> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' }
  let response: Response
  try {
    response = await fetchImpl(`${base}/_session`, {
      ...init,
      credentials: 'include',
      headers: { Accept: 'application/json', ...init.headers },
    })
  } catch (error) {
    // By name: a fetch passed in may come from another realm, with its own TypeError.
    return (error as Error | null)?.name === 'TypeError' ? { kind: 'offline' } : { kind: 'error' }
  }
  if (response.status === 401) return { kind: 'authFailed' }
  if (!response.ok) return { kind: 'error', status: response.status }
  try {
    // A host without the proxy answers a path like /couchdb/_session with the app's HTML.
    const body: unknown = await response.json()
    if (body && typeof body === 'object') return { kind: 'response', body }
  } catch {
    // Not JSON: not a CouchDB server.
  }
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
  const result = await sessionRequest(
    base,
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
  const result = await sessionRequest(base, { method: 'GET' }, fetchImpl)
  return result.kind === 'response' ? named(result.body.userCtx?.name) : result
}

/** Ends the session on the server, which also clears its cookie. */
export async function signOut(base: string, fetchImpl: Fetch = fetch): Promise<CouchResult> {
  const result = await sessionRequest(base, { method: 'DELETE' }, fetchImpl)
  return result.kind === 'response' ? { kind: 'ok' } : result
}
