import type { CouchResult } from '../couchSession'
import type { SyncStatus } from '../syncSlice'
import type { Replication, ReplicationError } from './pouch'

/**
 * What sync says while it runs, from what replication tells, pure:
 *
 *   connecting ── session ok ──────────────▶ (replicating) syncing ⇄ upToDate
 *        │      ── offline / server error ─▶ offline | error, replicating all the same (it retries)
 *        │         once the key check is read; unread, waiting to ask again (replicationLifecycle)
 *        └───── refused / someone else ────▶ authFailed (until Sync now or the connection returns)
 *   replicating: a request refused ▶ authFailed; failing ▶ offline (no answer) | error (an answer)
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
  // Replication still starts (it retries): a server that answered is not offline.
  if (session.kind === 'ok') return { replicate: true, status: null }
  return { replicate: true, status: session.kind === 'offline' ? 'offline' : 'error' }
}

export function isAuthError(error: { status?: number } | undefined): boolean {
  return error?.status === 401 || error?.status === 403
}

/**
 * The status once a direction has paused, from why each paused direction did (undefined: it
 * caught up); null while the other is still at work. A failed request is being retried: offline
 * if it never reached the server (no HTTP status), an error if the server answered with one.
 */
export function pausedStatus(
  reasons: ReadonlyMap<Replication, ReplicationError | undefined>,
): SyncStatus | null {
  const failure = [...reasons.values()].find(Boolean)
  if (!navigator.onLine || (failure && !failure.status)) return 'offline'
  if (failure) return 'error'
  return reasons.size === 2 ? 'upToDate' : null
}
