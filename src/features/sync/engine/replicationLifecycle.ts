import { currentSession, SESSION_TIMEOUT_MS } from '../couchSession'
import type { SyncStatus } from '../syncSlice'
import type { Database, Replication, Sync } from './pouchApi'
import type { ReconcileQueue } from './reconcileQueue'
import { afterSessionCheck, failureStatus, isAuthError } from './replicationStatus'

/**
 * Replication's life: the session and key checks, live two-way replication with the person's
 * database on the server, begun again from the checks after it fails, and the status it gives
 * (replicationStatus.ts). Its steps run in the engine's queue, in turn with the reconciliations.
 */
export interface Lifecycle {
  start(): void
  /** Begins again at once, from the session and key checks. */
  syncNow(): void
  /** Stops replicating until Sync now or the connection returns, which begin again. */
  halt(): void
  stop(): void
}

export interface LifecycleOptions {
  local: Database
  remote: Database
  /** The absolute address of the CouchDB server. */
  base: string
  username: string
  report: (status: SyncStatus) => void
  queue: ReconcileQueue
  /** Whether the server's data is sealed with this engine's keys (or, for a plain engine, not
   * sealed): 'differ' stops everything before a document moves (the engine said why); the
   * server unreachable ('offline') or failing ('error'), nothing moves until it has said.
   * Once `abandoned` is aborted, an answer still to come is not acted on. */
  checkKeys(abandoned: AbortSignal): Promise<KeysFound>
  /** Takes in what the replica holds and makes storage agree with it, before replicating. */
  catchUp(): Promise<void>
  /** Takes in what replication has written and makes storage show it. */
  settle(): Promise<void>
  /** The push has caught up. */
  pushed(): void
}

export type KeysFound = 'agree' | 'differ' | 'offline' | 'error'

/** checking: the session and key checks and first reconciliation under way; live: replicating;
 * waiting: the server could not be reached or read (its key check, or replication's requests),
 * begun again after `timer` (or when Sync now or the connection returns); halted: the server no
 * longer knows the person, or its data needs other keys (until Sync now or the connection
 * returns). */
type Phase =
  | { kind: 'checking' }
  | { kind: 'live'; sync: Sync }
  | { kind: 'waiting'; timer: ReturnType<typeof setTimeout> }
  | { kind: 'halted' }
  | { kind: 'stopped' }

/** How long sync waits, when the server could not be reached or read, before it begins again:
 * doubling from the first, up to the last, until replication catches up. */
const RETRY_MS = { first: 10_000, last: 300_000 }

export function replicationLifecycle(options: LifecycleOptions): Lifecycle {
  const { local, remote, report, queue } = options
  let phase: Phase = { kind: 'checking' }
  const stopped = () => phase.kind === 'stopped'
  const enter = (next: Phase) => {
    if (phase.kind === 'live') phase.sync.cancel()
    if (phase.kind === 'waiting') clearTimeout(phase.timer)
    if (phase.kind !== 'stopped') phase = next
  }
  let retryMs = RETRY_MS.first
  /** Aborted when sync stops: a check under way is not waited for then. */
  const stopping = new AbortController()

  function lostSession() {
    enter({ kind: 'halted' })
    report('authFailed')
  }

  /** Waits before beginning again (saying `status` meanwhile), longer each time until
   * replication catches up. */
  function wait(status: SyncStatus) {
    enter({ kind: 'waiting', timer: setTimeout(() => void queue.run(begin), retryMs) })
    retryMs = Math.min(retryMs * 2, RETRY_MS.last)
    report(status)
  }

  function replicate() {
    if (stopped()) return
    // Without PouchDB's retry: after a failed request, replication begins again here, from the
    // session and key checks (a device cut off while another changed the passphrase would
    // otherwise send what its old keys sealed as soon as the server answered).
    const sync = local.sync(remote, { live: true, retry: false })
    enter({ kind: 'live', sync })
    const current = () => phase.kind === 'live' && phase.sync === sync
    const paused = new Set<Replication>()
    for (const direction of [sync.push, sync.pull]) {
      direction
        .on('active', () => {
          paused.delete(direction)
          if (current()) report('syncing')
        })
        .on('paused', () => {
          paused.add(direction)
          if (!current()) return
          if (direction === sync.push) options.pushed()
          if (paused.size < 2) return
          // Caught up both ways: a failure after this is a new one (one direction pausing
          // while the other keeps failing is not).
          retryMs = RETRY_MS.first
          // "Up to date" once storage shows everything replication wrote, not when it pauses
          // (when the feed may still be telling of it): the recurring catch-up waits for it,
          // and occurrences added from a rule older than the server's would bring back one
          // another device deleted.
          void queue.run(async () => {
            await options.settle()
            if (current() && paused.size === 2) report('upToDate')
          })
        })
    }
    sync
      .on('denied', () => current() && report('error'))
      .on('error', (error) => {
        if (!current()) return
        if (isAuthError(error)) lostSession()
        else wait(failureStatus(error))
      })
  }

  async function begin() {
    enter({ kind: 'checking' })
    report('connecting')
    const session = await unlessStopped(currentSession(options.base), stopping.signal)
    if (stopped() || !session) return
    const next = afterSessionCheck(session, options.username)
    if (!next.replicate) {
      enter({ kind: 'halted' })
      return report(next.status)
    }
    // Replication only once the server has shown whose keys seal its data: a device that was
    // offline while another changed the passphrase must not send what its old keys sealed.
    const keys = await answerWithin(options.checkKeys, SESSION_TIMEOUT_MS, stopping.signal)
    if (stopped() || keys === 'differ') return
    if (keys !== 'agree') return wait(keys)
    await options.catchUp()
    if (stopped()) return
    if (next.status) report(next.status)
    replicate()
  }

  // Back online, or Sync now: begin again at once rather than when the wait ends. From the
  // session check: a sign-in that failed offline meanwhile left the status at Offline, and only
  // a check of the session puts it right; and the key check may have changed meanwhile.
  const again = () => void queue.run(begin)

  return {
    start() {
      window.addEventListener('online', again)
      void queue.run(begin)
    },
    syncNow: again,
    halt: () => enter({ kind: 'halted' }),
    stop() {
      window.removeEventListener('online', again)
      enter({ kind: 'stopped' })
      stopping.abort()
    },
  }
}

/** `work`'s answer, or null once `stop` is aborted; the listener goes with the answer (begins
 * repeat for as long as sync runs). */
function unlessStopped<T>(work: Promise<T>, stop: AbortSignal): Promise<T | null> {
  return new Promise<T | null>((resolve, reject) => {
    const onStop = () => resolve(null)
    stop.addEventListener('abort', onStop, { once: true })
    work.then(resolve, reject).finally(() => stop.removeEventListener('abort', onStop))
  })
}

/** The key check's answer, or 'offline' once `ms` have passed without one or `stop` was
 * aborted: PouchDB's requests have no time limit, and a server that accepts the connection and
 * never answers would hold the engine's queue (its reconciliations, its stop) at "Connecting…"
 * for ever. The check is told when it was given up on: an answer that late is acted on by
 * nobody (a stopped engine's would overwrite its successor's status). */
function answerWithin(
  check: (abandoned: AbortSignal) => Promise<KeysFound>,
  ms: number,
  stop: AbortSignal,
): Promise<KeysFound> {
  const giveUp = new AbortController()
  const abandon = () => giveUp.abort()
  stop.addEventListener('abort', abandon, { once: true })
  const timer = setTimeout(abandon, ms)
  const late = new Promise<KeysFound>((resolve) =>
    giveUp.signal.addEventListener('abort', () => resolve('offline'), { once: true }),
  )
  return Promise.race([check(giveUp.signal), late]).finally(() => {
    clearTimeout(timer)
    stop.removeEventListener('abort', abandon)
    abandon()
  })
}
