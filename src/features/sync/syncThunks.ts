import type { AppDispatch, AppThunk } from '../../store/types'
import { commit } from '../../collections/commit'
import { showWaiting } from '../../collections/shownLater'
import type { CollectionName } from '../../storage/keys'
import { backgroundWriteFailed, collectionChanged } from '../../collections/events'
import { adoptLegacyPending, pendingChanges, settleChanges } from './pendingChanges'
import { readSyncSettings, targetOf, writeSyncSettings } from './syncSettings'
import { forgetKeyring, keepKeyring, keptKeyring } from './crypto/keyStore'
import type { Keyring } from './crypto/keyCheck'
import { joinDatabase, type Joined } from './serverKeys'
import { selectCurrentUser } from '../auth'
import { currentSession, signIn, signOut } from './couchSession'
import { COLLECTIONS } from './syncedCollections'
import { parseServerAddress } from './serverAddress'
import { runSync, stopSync, syncNowEverywhere } from './syncCoordinator'
import {
  statusTexts,
  syncSettingsFound,
  syncSignInRefused,
  syncStatusChanged,
  syncTurnedOff,
  type SyncTarget,
} from './syncSlice'

/** A refusal's message goes in the form's alert, or under the field it is about; none when the
 * status says it (a wrong passphrase). */
export type TurnOnOutcome =
  { ok: true } | { ok: false; message: string | null; field?: 'passphrase' | 'current' | 'next' }

/** Encryption passphrases are at least this long: the key stretching slows each guess, but
 * a short passphrase still has too few guesses to make. */
export const MIN_PASSPHRASE_LENGTH = 10

/** Whether a passphrase is long enough, counted in characters as a person counts them (code
 * points: an emoji is one, not the two UTF-16 units of `length`). */
function longEnough(passphrase: string): boolean {
  return [...passphrase].length >= MIN_PASSPHRASE_LENGTH
}

export const syncMessages = {
  signedOut: 'You are signed out. Sign in to turn on sync.',
  usernameRequired: 'Enter your username on the sync server.',
  passwordRequired: 'Enter your sync password.',
  unreachable: 'The server could not be reached. Check the address and your connection.',
  refused: 'The server did not accept this username and password.',
  failed: 'The server answered with an error, so sync was not turned on.',
  storageFull: "Your browser's storage is full, so sync could not be turned on.",
  passphraseShort: 'Use at least 10 characters',
  passphraseSame: 'Choose a new passphrase, not the current one.',
  notEncrypted: "This server's data is not encrypted: uncheck Encrypt end-to-end to sync with it.",
  keyCheckMissing:
    "This server's data is encrypted, but the record of its passphrase is missing. Open the app on a device that already syncs with it, then try again.",
  keysNotKept: 'This browser could not keep the encryption keys, so sync was not turned on.',
  notChanged: 'The passphrase could not be changed. Check your connection and try again.',
  changeInterrupted:
    'The passphrase change was cut off before every record moved to the new passphrase. Change it again, from the old passphrase to the new one, to finish.',
  changeUnfinished:
    'An earlier passphrase change has not finished. Change it again, from the passphrase before it to the one chosen then, to finish it first.',
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
  /** The encryption passphrase; null to sync unencrypted. */
  passphrase: string | null
}): AppThunk<Promise<TurnOnOutcome>> {
  return async (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: syncMessages.signedOut }
    const address = parseServerAddress(form.server)
    if (!address.ok) return { ok: false, message: address.message }
    const username = form.username.trim()
    if (username === '') return { ok: false, message: syncMessages.usernameRequired }
    const { passphrase } = form
    const existing = readSyncSettings(owner.id)
    const wasOn = getState().sync.on
    // Sync on with this server and user (a passphrase changed on another device, say): the
    // session the server keeps may still be good, and the password is needed only if not.
    const sameAccount =
      wasOn && existing?.server === address.address && existing.username === username
    const reuseSession = form.password === '' && sameAccount
    if (form.password === '' && !reuseSession) {
      return { ok: false, message: syncMessages.passwordRequired }
    }
    // Signing in again (the server's session ended) where the keys are kept needs no
    // passphrase: the engine checks the kept keys against the server's key check.
    const kept =
      passphrase === '' &&
      existing?.encrypted &&
      existing.server === address.address &&
      existing.username === username
        ? await keptKeyring(owner.id)
        : null
    if (passphrase !== null && !kept && !longEnough(passphrase)) {
      return { ok: false, message: syncMessages.passphraseShort, field: 'passphrase' }
    }
    const target: SyncTarget = { server: address.address, username, encrypted: passphrase !== null }
    /** Sync turned off (here or in another tab), or its person signed out, while this ran:
     * what it finds is no one's to act on, and it must not turn sync back on. */
    const overtaken = () =>
      selectCurrentUser(getState())?.id !== owner.id || (wasOn && !getState().sync.on)
    const abandoned: TurnOnOutcome = { ok: false, message: null }

    dispatch(syncStatusChanged('connecting'))
    // A session kept for someone else on that server is not this person's.
    const session = reuseSession
      ? await currentSession(address.base).then((found) =>
          found.kind === 'ok' && found.name !== username ? { kind: 'authFailed' as const } : found,
        )
      : await signIn(address.base, username, form.password)
    if (overtaken()) return abandoned
    if (session.kind !== 'ok') {
      if (session.kind === 'authFailed') {
        dispatch(syncSignInRefused({ target, status: 'authFailed' }))
        const message = reuseSession ? syncMessages.passwordRequired : syncMessages.refused
        return { ok: false, message }
      }
      dispatch(syncStatusChanged(wasOn ? 'offline' : 'off'))
      const message = session.kind === 'offline' ? syncMessages.unreachable : syncMessages.failed
      return { ok: false, message }
    }
    const joined: Joined = kept
      ? { kind: 'joined', keyring: kept }
      : await joinDatabase(address.base, username, passphrase)
    if (overtaken()) return abandoned
    if (joined.kind !== 'joined') return refusedJoin(dispatch, joined, target, wasOn)
    const keysKept = await keepKeys(owner.id, joined.keyring)
    if (overtaken()) {
      // Turned off meanwhile: the keys just kept must go too ("Turn off sync" forgets them).
      if (!readSyncSettings(owner.id)) await forgetKeyring(owner.id)
      return abandoned
    }
    if (!keysKept) {
      dispatch(syncStatusChanged(wasOn ? 'error' : 'off'))
      return { ok: false, message: syncMessages.keysNotKept }
    }
    // Signing in again keeps this device's id.
    const written = writeSyncSettings(owner.id, {
      server: target.server,
      username,
      deviceId: existing?.deviceId ?? crypto.randomUUID(),
      ...(joined.keyring ? { encrypted: true as const } : {}),
    })
    if (!written.ok) {
      dispatch(syncStatusChanged(wasOn ? 'error' : 'off'))
      return { ok: false, message: syncMessages.storageFull }
    }
    dispatch(syncSettingsFound(targetOf(readSyncSettings(owner.id))))
    // The tab running sync stopped trying when the session ended, and settings written unchanged
    // tell it nothing: ask it to try again with the new cookie (this tab's own restarts anyway).
    syncNowEverywhere()
    return { ok: true }
  }
}

function refusedJoin(
  dispatch: AppDispatch,
  joined: Exclude<Joined, { kind: 'joined' }>,
  target: SyncTarget,
  wasOn: boolean,
): TurnOnOutcome {
  if (joined.kind === 'wrongPassphrase' || joined.kind === 'passphraseNeeded') {
    dispatch(syncSignInRefused({ target, status: joined.kind }))
    // Needed: the form offers the passphrase input (the status says why).
    return joined.kind === 'passphraseNeeded'
      ? { ok: false, message: null, field: 'passphrase' }
      : { ok: false, message: null }
  }
  dispatch(syncStatusChanged(wasOn ? (joined.kind === 'offline' ? 'offline' : 'error') : 'off'))
  const messages = {
    notEncrypted: syncMessages.notEncrypted,
    keyCheckMissing: syncMessages.keyCheckMissing,
    offline: syncMessages.unreachable,
    error: syncMessages.failed,
  }
  return { ok: false, message: messages[joined.kind] }
}

/** Keeps the keys (or, for a plain database, forgets any kept before); false if it could not. */
async function keepKeys(ownerId: string, keyring: Keyring | null): Promise<boolean> {
  if (!keyring) return forgetKeyring(ownerId).then(() => true)
  return keepKeyring(ownerId, keyring).then(
    () => true,
    () => false,
  )
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
    const forgotten = forgetKeyring(owner.id)
    if (!base) return void (await forgotten)
    const { destroyReplica } = await import(/* webpackChunkName: "sync" */ './engine/engine')
    await Promise.allSettled([forgotten, signOut(base), destroyReplica(owner.id)])
  }
}

export function syncNow(): AppThunk {
  return () => syncNowEverywhere()
}

/** Starts the signed-in person's sync when their settings say it is on (with the keys this
 * device keeps, when it is encrypted). */
export function startSyncing(): AppThunk<Promise<void>> {
  return async (dispatch, getState, { collectionFor }) => {
    const owner = selectCurrentUser(getState())
    const settings = owner ? readSyncSettings(owner.id) : null
    const base = settings && baseOf(settings.server)
    if (!owner || !settings || !base) {
      stopSync()
      // Not "Connecting…" for ever: the recurring catch-up waits while sync says that.
      if (settings && !base) dispatch(syncStatusChanged('error'))
      return
    }
    const keyring = settings.encrypted ? await keptKeyring(owner.id) : null
    // Turned off, or someone else signed in, while the keys were read.
    const now = readSyncSettings(owner.id)
    if (selectCurrentUser(getState())?.id !== owner.id || !now || now.server !== settings.server) {
      return
    }
    if (settings.encrypted && !keyring) {
      stopSync()
      dispatch(syncStatusChanged('passphraseNeeded'))
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
      keyring,
      keysChanged(check) {
        // New keys this device already keeps (changed here, in another tab): sync again with
        // them. Otherwise the status asks for the new passphrase.
        void keptKeyring(owner.id).then((kept) => {
          if (kept?.check === check) void dispatch(startSyncing())
        })
      },
      report: (status) => {
        // "Up to date" once the store shows everything written.
        showWaiting()
        dispatch(syncStatusChanged(status))
      },
      applyRemote(name: CollectionName, plan, prepared) {
        // The store shows whoever is signed in now: another person's records must not reach it
        // (the replica brings them again at the owner's next start).
        const stillShown = () => selectCurrentUser(getState())?.id === owner.id
        if (!stillShown()) return { ok: true, changes: [], before: [], setAside: null }
        const collection = collectionFor(name, owner.id)
        const outcome = commit(dispatch, collection, plan, collectionChanged, {
          origin: 'remote',
          prepared,
          // A long write's store update waits for a task of its own.
          ...(prepared ? { showLater: { stillShown } } : {}),
        })
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

/**
 * Seals everything on the server again under keys from a new passphrase (see engine/rekey.ts),
 * keeps the new keys here and syncs with them; other devices then ask for the new passphrase.
 */
export function changePassphrase(form: {
  current: string
  next: string
}): AppThunk<Promise<TurnOnOutcome>> {
  return async (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    const settings = owner ? readSyncSettings(owner.id) : null
    const base = settings && baseOf(settings.server)
    if (!owner || !settings?.encrypted || !base) return { ok: false, message: syncMessages.failed }
    if (!longEnough(form.next)) {
      return { ok: false, message: syncMessages.passphraseShort, field: 'next' }
    }
    // The same passphrase again would seal everything anew (a new salt) for nothing, and send
    // every other device to ask for a passphrase that has not changed.
    if (form.next === form.current) {
      return { ok: false, message: syncMessages.passphraseSame, field: 'next' }
    }
    const { changeKeys } = await import(/* webpackChunkName: "sync" */ './engine/rekey')
    const changed = await changeKeys(base, settings.username, form.current, form.next)
    if (changed.kind === 'wrongPassphrase') {
      return { ok: false, message: statusTexts.wrongPassphrase, field: 'current' }
    }
    if (changed.kind === 'unfinished') {
      return { ok: false, message: syncMessages.changeUnfinished, field: 'current' }
    }
    if (changed.kind !== 'changed' && changed.kind !== 'interrupted') {
      const offline = changed.kind === 'offline'
      return { ok: false, message: offline ? syncMessages.unreachable : syncMessages.notChanged }
    }
    if (!(await keepKeys(owner.id, changed.keyring))) {
      // The server has the new keys; without them here, the status asks for the passphrase.
      stopSync()
      dispatch(syncStatusChanged('passphraseNeeded'))
      return { ok: false, message: syncMessages.keysNotKept }
    }
    // Cut off, the server has the new keys all the same: this device syncs with them (what
    // has not moved yet says "Sync error") until the change is made again to finish.
    await dispatch(startSyncing())
    return changed.kind === 'changed'
      ? { ok: true }
      : { ok: false, message: syncMessages.changeInterrupted }
  }
}
