import type { PersistConfig, Storage as PersistStorage } from 'redux-persist'
import { parseSessionUser, type SessionUser } from '../features/auth/model'
import type { AuthState } from '../features/auth/authSlice'
import {
  toTransactionsState,
  type TransactionsState,
} from '../features/transactions/transactionsSlice'
import type { Transaction } from '../features/transactions/model'
import { CURRENT_USER_KEY } from './keys'
import { readJson, removeKey, writeJson, type StorageFailure } from './localStore'
import type { SyncedList } from './transactionsMerge'
import { loadTransactions, writeChanges, type LoadedTransactions } from './transactionsStore'

/** The persist keys of the two persisted slices; redux-persist prefixes them with `persist:`. */
export const AUTH_PERSIST_KEY = 'auth'
export const TRANSACTIONS_PERSIST_KEY = 'transactions'
const PERSIST_PREFIX = 'persist:'

export type PersistOutcome =
  | { ok: true }
  | {
      ok: false
      failure: StorageFailure
      stored: { ownerId: string; transactions: Transaction[] } | null
    }

export interface SpecStorage extends PersistStorage {
  /** Resolves with the outcome of the next write, for screens that wait for their save. */
  nextOutcome(): Promise<PersistOutcome>
}

const emptyList: LoadedTransactions = { transactions: [], backupKey: null }

type PersistedAuth = Pick<AuthState, 'status' | 'user'>
type PersistedTransactions = Pick<TransactionsState, 'ownerId' | 'ids' | 'entities'>

function readSessionUser(): SessionUser | null {
  const read = readJson(CURRENT_USER_KEY)
  return read.ok ? parseSessionUser(read.value) : null
}

/**
 * redux-persist storage that maps the persisted slices onto the SPEC.md keys instead of
 * `persist:*` blobs: the auth slice onto `currentUser`, the transactions slice onto
 * `transactions_<ownerId>`. Used with `serialize: false`, so it receives and returns state.
 */
export function createSpecStorage(report: (outcome: PersistOutcome) => void): SpecStorage {
  let synced: SyncedList = { ownerId: null, entities: {} }
  let queue: Promise<unknown> = Promise.resolve()
  let waiters: ((outcome: PersistOutcome) => void)[] = []

  function settle(outcome: PersistOutcome) {
    report(outcome)
    const pending = waiters
    waiters = []
    pending.forEach((resolve) => resolve(outcome))
  }

  function failed(failure: StorageFailure): PersistOutcome {
    const ownerId = synced.ownerId
    const stored = ownerId === null ? null : loadTransactions(ownerId)
    return {
      ok: false,
      failure,
      stored:
        ownerId !== null && stored?.ok
          ? { ownerId, transactions: stored.value.transactions }
          : null,
    }
  }

  /** The session as this tab last read or wrote it. Only a change from it is written, so a
   * stale state (a late write after another tab signed in or out) never overwrites storage. */
  let session: SessionUser | null = null

  function getAuth(): PersistedAuth | undefined {
    session = readSessionUser()
    return session ? { status: 'signedIn', user: session } : undefined
  }

  /** Everything rehydration merges into the slice; backupKey is read but never written back. */
  function getTransactions(): TransactionsState | undefined {
    const user = readSessionUser()
    if (!user) return undefined
    const read = loadTransactions(user.id)
    const { transactions, backupKey } = read.ok ? read.value : emptyList
    const state = toTransactionsState(user.id, transactions, backupKey)
    synced = { ownerId: user.id, entities: state.entities }
    return state
  }

  function setAuth(state: PersistedAuth): PersistOutcome {
    if (state.status === 'authenticating') return { ok: true }
    const next = state.status === 'signedIn' ? state.user : null
    if (next?.id === session?.id && next?.name === session?.name) return { ok: true }
    const result = next
      ? writeJson(CURRENT_USER_KEY, { id: next.id, name: next.name })
      : removeKey(CURRENT_USER_KEY)
    if (!result.ok) return { ok: false, failure: result.failure, stored: null }
    session = next
    return { ok: true }
  }

  async function setTransactions(state: PersistedTransactions): Promise<PersistOutcome> {
    if (state.ownerId === null) {
      synced = { ownerId: null, entities: {} }
      return { ok: true }
    }
    // A new owner's list was loaded from storage moments ago, but a change may already be on
    // top of it: compare every record with storage rather than trusting the loaded list.
    if (state.ownerId !== synced.ownerId) synced = { ownerId: state.ownerId, entities: {} }
    // Unchanged since the last read or write (e.g. the write redux-persist makes right after
    // rehydrating): nothing to apply, so storage is not read again.
    if (state.entities === synced.entities) return { ok: true }
    const ours = { ownerId: state.ownerId, ids: state.ids, entities: state.entities }
    const result = await writeChanges(synced, ours)
    if (result.ok) synced = { ownerId: state.ownerId, entities: state.entities }
    return result.ok ? { ok: true } : failed(result.failure)
  }

  return {
    getItem(key: string) {
      if (key === PERSIST_PREFIX + AUTH_PERSIST_KEY) return Promise.resolve(getAuth())
      if (key === PERSIST_PREFIX + TRANSACTIONS_PERSIST_KEY)
        return Promise.resolve(getTransactions())
      return Promise.resolve(undefined)
    },
    setItem(key: string, value: unknown) {
      // Writes run one after another, in the order redux-persist issues them.
      const run = queue.then(async () => {
        if (key === PERSIST_PREFIX + AUTH_PERSIST_KEY) report(setAuth(value as PersistedAuth))
        else if (key === PERSIST_PREFIX + TRANSACTIONS_PERSIST_KEY)
          settle(await setTransactions(value as PersistedTransactions))
      })
      queue = run.catch(() => undefined)
      return run
    },
    removeItem() {
      // Purging would erase people's records; the spec keys are only ever rewritten.
      return Promise.resolve()
    },
    nextOutcome() {
      return new Promise((resolve) => waiters.push(resolve))
    },
  }
}

/** A persist config for one slice on the spec storage. `deserialize: false` is honoured by
 * redux-persist 6 at run time but missing from its types, hence the widening. */
export function specPersistConfig<S>(
  key: string,
  storage: SpecStorage,
  whitelist: (keyof S & string)[],
): PersistConfig<S> {
  const config: PersistConfig<S> & { deserialize: false } = {
    key,
    storage,
    serialize: false,
    deserialize: false,
    whitelist,
    // Reads are synchronous, so redux-persist's 5 s rehydration timer only keeps processes alive.
    timeout: 0,
  }
  return config
}
