type Fetch = (url: string, init?: RequestInit) => Promise<Response>

/** Replication's requests, body included, that take longer than this fail: a server that takes
 * a request and never answers it (or a connection gone half-open on a phone changing networks)
 * would otherwise leave sync "Syncing…" for ever, PouchDB's requests having no time limit. */
export const REQUEST_TIMEOUT_MS = 60_000

/** A long-poll of the changes feed waits for a change for as long as there is none: its
 * server's heartbeat keeps it alive, not a time limit. */
function isLongPoll(url: string): boolean {
  return new URL(url, 'http://localhost').searchParams.get('feed') === 'longpoll'
}

/**
 * `fetchImpl` with a time limit on each request but the feed's long-poll: past `ms` without the
 * whole answer, it fails as a request that never reached the server (a TimeoutError, no
 * status), which replication takes as Offline and begins again after. The answer comes read
 * whole (PouchDB reads every body whole anyway); the caller's own abort still aborts it.
 */
export function timedFetch(fetchImpl: Fetch, ms = REQUEST_TIMEOUT_MS): Fetch {
  return async (url, init = {}) => {
    if (isLongPoll(url)) return fetchImpl(url, init)
    const limit = new AbortController()
    const given = init.signal
    const forward = () => limit.abort(given?.reason)
    if (given?.aborted) forward()
    given?.addEventListener('abort', forward, { once: true })
    const timer = setTimeout(
      () => limit.abort(new DOMException('The server did not answer in time', 'TimeoutError')),
      ms,
    )
    try {
      const response = await fetchImpl(url, { ...init, signal: limit.signal })
      const body = await response.arrayBuffer()
      const { status, statusText, headers } = response
      return new Response(status === 204 || status === 304 ? null : body, {
        status,
        statusText,
        headers,
      })
    } finally {
      clearTimeout(timer)
      given?.removeEventListener('abort', forward)
    }
  }
}
