import type { AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import type { CollectionName } from '../../storage/keys'
import { backgroundWriteFailed, collectionChanged } from '../../collections/events'
import { adoptLegacyPending, pendingChanges, settleChanges } from './pendingChanges'
import { readSyncSettings, writeSyncSettings } from './syncSettings'
import { selectCurrentUser } from '../auth'
import { signIn, signOut } from './couchSession'
import { COLLECTIONS } from './syncedCollections'
import { parseServerAddress } from './serverAddress'
import { runSync, stopSync, syncNowEverywhere } from './syncCoordinator'
import {
  syncSettingsFound,
  syncSignInRefused,
  syncStatusChanged,
  syncTurnedOff,
  type SyncTarget,
} from './syncSlice'

export type TurnOnOutcome = { ok: true } | { ok: false; message: string }

export const syncMessages = {
  signedOut: 'You are signed out. Sign in to turn on sync.',
  usernameRequired: 'Enter your username on the sync server.',
  passwordRequired: 'Enter your sync password.',
  unreachable: 'The server could not be reached. Check the address and your connection.',
  refused: 'The server did not accept this username and password.',
  failed: 'The server answered with an error, so sync was not turned on.',
  storageFull: "Your browser's storage is full, so sync could not be turned on.",
  remoteNotSaved:
    'Changes from your other devices could not be saved in this browser because its storage is full. Free space by exporting and deleting old transactions; they will arrive then.',
} as const

/** The absolute server address stored settings name (a path like /couchdb is on this site). */
function baseOf(server: string): string | null {
  const parsed = parseServerAddress(server)
  return parsed.ok ? parsed.base : null
}

/**
 * Signs in to the person's CouchDB server (its `_session` sets an HttpOnly cookie: the password
 * goes no further than this request) and turns sync on. Nothing else is sent before a
 * successful sign-in. Also signs in again after the server's session ended.
 */
export function turnOnSync(form: {
  server: string
  username: string
  password: string
}): AppThunk<Promise<TurnOnOutcome>> {
  return async (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: syncMessages.signedOut }
    const address = parseServerAddress(form.server)
    if (!address.ok) return { ok: false, message: address.message }
    const username = form.username.trim()
    if (username === '') return { ok: false, message: syncMessages.usernameRequired }
    if (form.password === '') return { ok: false, message: syncMessages.passwordRequired }
    const target: SyncTarget = { server: address.address, username }
    const wasOn = getState().sync.on

    dispatch(syncStatusChanged('connecting'))
    const session = await signIn(address.base, username, form.password)
    if (session.kind !== 'ok') {
      if (session.kind === 'authFailed') {
        dispatch(syncSignInRefused(target))
        return { ok: false, message: syncMessages.refused }
      }
      dispatch(syncStatusChanged(wasOn ? 'offline' : 'off'))
      const message = session.kind === 'offline' ? syncMessages.unreachable : syncMessages.failed
      return { ok: false, message }
    }
    // Signing in again keeps this device's id.
    const existing = readSyncSettings(owner.id)
    const written = writeSyncSettings(owner.id, {
      ...target,
      deviceId: existing?.deviceId ?? crypto.randomUUID(),
    })
    if (!written.ok) {
      dispatch(syncStatusChanged(wasOn ? 'error' : 'off'))
      return { ok: false, message: syncMessages.storageFull }
    }
    dispatch(syncSettingsFound(target))
    // The tab running sync stopped trying when the session ended, and settings written unchanged
    // tell it nothing: ask it to try again with the new cookie (this tab's own restarts anyway).
    syncNowEverywhere()
    return { ok: true }
  }
}

/** Stops syncing, forgets the settings and this device's replica, and ends the session. */
export function turnOffSync(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return
    const settings = readSyncSettings(owner.id)
    stopSync()
    writeSyncSettings(owner.id, null)
    dispatch(syncTurnedOff())
    const base = settings && baseOf(settings.server)
    if (!base) return
    const { destroyReplica } = await import(/* webpackChunkName: "sync" */ './engine/engine')
    await Promise.allSettled([signOut(base), destroyReplica(owner.id)])
  }
}

export function syncNow(): AppThunk {
  return () => syncNowEverywhere()
}

/** Starts the signed-in person's sync when their settings say it is on. */
export function startSyncing(): AppThunk {
  return (dispatch, getState, { collectionFor }) => {
    const owner = selectCurrentUser(getState())
    const settings = owner ? readSyncSettings(owner.id) : null
    const base = settings && baseOf(settings.server)
    if (!owner || !settings || !base) {
      stopSync()
      // Not "Connecting…" for ever: the recurring catch-up waits while sync says that.
      if (settings && !base) dispatch(syncStatusChanged('error'))
      return
    }
    if (settings.pending && adoptLegacyPending(dispatch, owner.id, settings)) {
      const { pending: _adopted, ...current } = settings
      void _adopted
      writeSyncSettings(owner.id, current)
    }
    const collections = COLLECTIONS.map((name) => ({
      name,
      collection: collectionFor(name, owner.id),
    }))
    runSync({
      ownerId: owner.id,
      account: settings,
      base,
      collections,
      report: (status) => dispatch(syncStatusChanged(status)),
      applyRemote(name: CollectionName, plan) {
        // The store shows whoever is signed in now: another person's records must not reach it
        // (the replica brings them again at the owner's next start).
        if (selectCurrentUser(getState())?.id !== owner.id) {
          return { ok: true, changes: [], before: [], setAside: null }
        }
        const collection = collectionFor(name, owner.id)
        const outcome = commit(dispatch, collection, plan, collectionChanged, { origin: 'remote' })
        if (!outcome.ok && 'failure' in outcome) {
          dispatch(
            backgroundWriteFailed({
              failure: outcome.failure,
              message: syncMessages.remoteNotSaved,
            }),
          )
        }
        return outcome
      },
      pendingChanges: (name) => pendingChanges(owner.id, name),
      settleChanges: (name, settled) => settleChanges(dispatch, owner.id, name, settled),
    })
  }
}
