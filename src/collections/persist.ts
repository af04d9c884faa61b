import type { UnknownAction } from '@reduxjs/toolkit'
import { REHYDRATE, type PersistConfig, type Storage } from 'redux-persist'
import type { SetAside } from '../storage/backups'
import type { StorageFailure } from '../storage/localStore'

/**
 * redux-persist's role: the one path by which what storage holds enters the store. At start
 * (persistStore), at a sign-in, and when another tab writes, the signed-in person's session and
 * collections arrive as a REHYDRATE, read by one storage adapter and merged by one reconciler.
 * It never writes: every change is written by the kit (commit.ts) in the task of the change,
 * because redux-persist writes on its own timer, after the tab may be gone, and a change must be
 * checked against other tabs' writes and kept in the journal as it is made.
 */
export const PERSIST_KEY = 'person'

/** What reading a part met besides its state: data set aside, or a key that could not be
 * read (the part then shows empty, and nothing is written over it). */
export interface Opened<S> {
  state: S
  setAside?: SetAside | null
  failure?: StorageFailure | null
}

/** One part of the state that comes from storage. */
export interface PersistedPart<S = unknown> {
  /** The state key it fills. */
  key: string
  /** What storage holds for this person (or for nobody signed in). */
  open(ownerId: string | null): Opened<S>
  /** The state to hold: the stored one, keeping the objects of what did not change. */
  reconcile(held: S, stored: S): S
}

/** What a REHYDRATE says of its reading, beside the parts' states. */
export interface OpenedReport {
  setAside: SetAside[]
  unreadable: StorageFailure[]
}

type Payload = Record<string, unknown> & { opened?: OpenedReport }

function read(parts: readonly PersistedPart[], ownerId: string | null): Payload {
  const opened: OpenedReport = { setAside: [], unreadable: [] }
  const payload: Payload = { opened }
  for (const part of parts) {
    const { state, setAside, failure } = part.open(ownerId)
    payload[part.key] = state
    if (setAside) opened.setAside.push(setAside)
    if (failure) opened.unreadable.push(failure)
  }
  return payload
}

/** A REHYDRATE: what storage holds for these parts now. */
function rehydrateAction(payload: Payload): UnknownAction {
  return { type: REHYDRATE, key: PERSIST_KEY, payload }
}

export interface Persistence {
  config: PersistConfig<unknown> & { deserialize: false }
  /** Someone signed in here (by a form, or another tab): their collections, read now. */
  rehydrateOwner(ownerId: string): UnknownAction
  /** Another tab wrote one part's key: what it holds now. */
  rehydratePart(key: string, state: unknown): UnknownAction
}

/**
 * The configuration of the persisted root reducer. `session` reads who is signed in (and fills
 * its own part); the parts are the person's collections, read for that person.
 */
export function persistence(
  session: PersistedPart & { ownerOf(state: unknown): string | null },
  parts: readonly PersistedPart[],
): Persistence {
  const storage: Storage = {
    getItem() {
      const signedIn = session.open(null)
      const ownerId = session.ownerOf(signedIn.state)
      return Promise.resolve({ [session.key]: signedIn.state, ...read(parts, ownerId) })
    },
    // Never through redux-persist: see above.
    setItem: () => Promise.resolve(),
    removeItem: () => Promise.resolve(),
  }
  const all = [session, ...parts]
  return {
    config: {
      key: PERSIST_KEY,
      storage,
      whitelist: all.map((part) => part.key) as never,
      // It hands over state, not text (honoured by redux-persist 6, missing from its types).
      serialize: false,
      deserialize: false,
      // Reads are synchronous, so redux-persist's 5 s rehydration timer only keeps processes
      // alive.
      timeout: 0,
      stateReconciler: (inbound: Payload, _state: unknown, reduced: unknown) => {
        let next = reduced as Record<string, unknown>
        for (const part of all) {
          if (!(part.key in inbound)) continue
          next = { ...next, [part.key]: part.reconcile(next[part.key], inbound[part.key]) }
        }
        return next
      },
    },
    rehydrateOwner: (ownerId) => rehydrateAction(read(parts, ownerId)),
    rehydratePart: (key, state) => rehydrateAction({ [key]: state }),
  }
}

/** Whether `action` brought this part from storage. */
export function isRehydrated(key: string) {
  return (action: unknown): action is UnknownAction & { payload: Payload } => {
    const {
      type,
      key: persistKey,
      payload,
    } = (action ?? {}) as {
      type?: unknown
      key?: unknown
      payload?: Record<string, unknown>
    }
    return type === REHYDRATE && persistKey === PERSIST_KEY && payload?.[key] !== undefined
  }
}

/** What a REHYDRATE met while reading, if it read anything. */
export function openedBy(action: unknown): OpenedReport | null {
  const { type, key, payload } = (action ?? {}) as {
    type?: unknown
    key?: unknown
    payload?: Payload
  }
  return type === REHYDRATE && key === PERSIST_KEY ? (payload?.opened ?? null) : null
}
