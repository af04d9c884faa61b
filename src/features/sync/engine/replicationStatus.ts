import type { CouchResult } from '../couchSession'
import type { SyncStatus } from '../syncSlice'

/**
 * What sync says while it runs, from what the server and replication tell, pure:
 *
 *   connecting ── session ok ──────────────▶ (replicating) syncing ⇄ upToDate
 *        │      ── offline / server error ─▶ offline | error, replicating all the same
 *        │         once the key check is read; unread, waiting to ask again (replicationLifecycle)
 *        └───── refused / someone else ────▶ authFailed (until Sync now or the connection returns)
 *   replicating: a request refused ▶ authFailed; failing ▶ offline (no answer) | error (an answer),
 *   waiting to connect again (replicationLifecycle)
 *
 * "Up to date" only once both directions have caught up and storage shows what they brought
 * (the engine checks that before saying it).
 */

/** Where a session check leaves sync: replicating (saying `status` meanwhile), or signed out. */
export function afterSessionCheck(
  session: CouchResult<{ name: string }>,
  username: string,
): { replicate: true; status: SyncStatus | null } | { replicate: false; status: 'authFailed' } {
  if (session.kind === 'authFailed' || (session.kind === 'ok' && session.name !== username)) {
    return { replicate: false, status: 'authFailed' }
  }
  // The key check is asked for all the same (replicationLifecycle.ts): the session check may
  // have failed alone. A server that answered is not offline.
  if (session.kind === 'ok') return { replicate: true, status: null }
  return { replicate: true, status: session.kind === 'offline' ? 'offline' : 'error' }
}

export function isAuthError(error: { status?: number } | undefined): boolean {
  return error?.status === 401 || error?.status === 403
}

/** What a failure to reach or read the server says: offline if the request never reached it
 * (no HTTP status), an error if the server answered with one. */
export function failureStatus(error: { status?: number }): 'offline' | 'error' {
  return !navigator.onLine || !error.status ? 'offline' : 'error'
}
