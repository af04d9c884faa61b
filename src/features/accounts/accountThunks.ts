import type { AppThunk } from '../../store/types'
import { commit, type ChangeEvent, type CommitOptions } from '../../collections/commit'
import { collectionChanged } from '../../collections/events'
import { failureMessage } from '../../collections/failureMessages'
import type { WriteOutcome } from '../../storage/collectionStore'
import type { IsoDate } from '../../lib/dates'
import {
  freeId,
  indexByIdentity,
  inverseOps,
  type RecordChange,
  type RecordOp,
  type StoredRecord,
} from '../../storage/recordOps'
import { selectCurrentUser } from '../auth'
import { accountAdded, accountClosed, accountReconciled, accountRenamed } from './accountsSlice'
import { accountsBinding } from './accountsStorage'
import { markReconciled, takeBack } from './ledgerThunks'
import { newFromBackup } from './backupAccounts'
import { accountFromRecord, accountIdentityOf, MAIN_ACCOUNT, type Account } from './model'
import { accountRecord, mainRecord, type AccountDraft } from './records'
import { selectAccountOf } from './selectors'
import { accountsOrMain, checkAccountName } from './validate'

export type AccountOutcome = { ok: true } | { ok: false; message: string }

const messages = {
  signedOut: 'You are signed out, so nothing was saved. Sign in and try again.',
  gone: 'This account no longer exists, so nothing was changed.',
}

/** The accounts storage holds, as the person sees them (Main alone when it holds none). */
function storedAccounts(records: readonly StoredRecord[]): readonly Account[] {
  return accountsOrMain(records.flatMap((record) => accountFromRecord(record) ?? []))
}

/**
 * Sets fields of an account. Main, while storage holds no account, is written with them: the
 * person then keeps accounts, Main first.
 */
function accountPatch(
  records: readonly StoredRecord[],
  id: string,
  fields: StoredRecord,
  now: Date,
): RecordOp[] {
  if (records.length === 0 && id === MAIN_ACCOUNT.id) {
    return [{ type: 'add', record: { ...mainRecord(now), ...fields } }]
  }
  return [{ type: 'patch', identity: id, fields: { ...fields, updatedAt: now.toISOString() } }]
}

function outcomeOf(outcome: WriteOutcome<string>): AccountOutcome {
  return outcome.ok ? { ok: true } : notWritten(outcome)
}

function notWritten(outcome: Exclude<WriteOutcome<string>, { ok: true }>): {
  ok: false
  message: string
} {
  if ('failure' in outcome) return { ok: false, message: failureMessage(outcome.failure) }
  if ('refused' in outcome) return { ok: false, message: outcome.refused }
  return { ok: false, message: messages.gone }
}

/** Writes a change of the signed-in person's accounts; `plan` may refuse with a message. */
function writeAccounts(
  plan: (records: readonly StoredRecord[], now: Date) => RecordOp[] | { refused: string },
  event: ChangeEvent,
  options?: CommitOptions,
): AppThunk<AccountOutcome> {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: messages.signedOut }
    const now = new Date()
    const storage = accountsBinding.storage(owner.id)
    return outcomeOf(
      commit<string>(dispatch, storage, (records) => plan(records, now), event, options),
    )
  }
}

/** Adds an account; the first one added writes Main before it, so the transactions that name
 * no account stay in Main. The name is checked against what storage holds. */
export function addAccount(draft: AccountDraft): AppThunk<AccountOutcome> {
  return writeAccounts((records, now) => {
    const named = checkAccountName(draft.name, storedAccounts(records))
    if (!named.ok) return { refused: named.message }
    const taken = indexByIdentity(records, accountIdentityOf)
    const id = freeId(now.getTime(), taken)
    const add: RecordOp = {
      type: 'add',
      record: accountRecord(id, { ...draft, name: named.name }, now),
    }
    return records.length === 0 ? [{ type: 'add', record: mainRecord(now) }, add] : [add]
  }, accountAdded)
}

export function renameAccount(id: string, text: string): AppThunk<AccountOutcome> {
  return writeAccounts((records, now) => {
    const named = checkAccountName(text, storedAccounts(records), id)
    return named.ok
      ? accountPatch(records, id, { name: named.name }, now)
      : { refused: named.message }
  }, accountRenamed)
}

/** Closes an account (the screen has checked its balance): it leaves the lists, its
 * transactions stay. */
export function closeAccount(id: string): AppThunk<AccountOutcome> {
  return writeAccounts(
    (records, now) => accountPatch(records, id, { closed: true }, now),
    accountClosed,
  )
}

/**
 * Marks each of the account's transactions dated on or before `date` reconciled, and the
 * account reconciled up to that date: both, or (storage refusing one) neither.
 */
export function finishReconciliation(id: string, date: IsoDate): AppThunk<AccountOutcome> {
  return (dispatch, getState) => {
    const accountOf = selectAccountOf(getState())
    const marked = dispatch(
      markReconciled((transaction) => transaction.date <= date && accountOf(transaction) === id),
    )
    if (!marked.ok) return marked
    const noted = dispatch(
      writeAccounts(
        (records, now) => accountPatch(records, id, { reconciledTo: date }, now),
        accountReconciled,
      ),
    )
    // Taking the marks back shortens the list, so a storage too full for the account's date
    // still takes it.
    if (!noted.ok) dispatch(takeBack(marked.changes))
    return noted
  }
}

/** A backup's accounts restored, with what that wrote (to take it back). */
export type RestoreOutcome =
  { ok: true; changes: readonly RecordChange[] } | { ok: false; message: string }

/**
 * Adds a backup's accounts that storage does not hold (by id, and by name: a backup's
 * "Savings" is the person's "Savings" when they have one). Main goes first when storage holds
 * no account, so the transactions that name none stay in it. `options` make it part of the
 * import's Undo (its group).
 */
export function restoreAccounts(
  records: readonly unknown[],
  options?: CommitOptions,
): AppThunk<RestoreOutcome> {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return { ok: false, message: messages.signedOut }
    const now = new Date()
    const outcome = commit(
      dispatch,
      accountsBinding.storage(owner.id),
      (stored) => {
        const held = storedAccounts(stored)
        const adding = newFromBackup(held, records)
        if (adding.length === 0) return []
        const main = stored.length === 0 && !adding.some((record) => record.id === MAIN_ACCOUNT.id)
        return [...(main ? [mainRecord(now)] : []), ...adding].map((record): RecordOp => ({
          type: 'add',
          record,
        }))
      },
      accountAdded,
      options,
    )
    return outcome.ok ? { ok: true, changes: outcome.changes } : notWritten(outcome)
  }
}

/**
 * Takes back a restore of a backup's accounts whose rows could not be stored, in the import's
 * group: the screen says nothing was imported, so no account it brought may stay, nor an Undo
 * offer for it.
 */
export function takeBackAccounts(
  changes: readonly RecordChange[],
  group: string,
): AppThunk<AccountOutcome> {
  return writeAccounts(() => inverseOps(changes, accountIdentityOf), collectionChanged, {
    origin: 'undo',
    group,
  })
}
