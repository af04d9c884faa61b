import { centsToDecimal, type Cents } from '../../lib/money'
import type { StoredRecord } from '../../storage/recordOps'
import { MAIN_ACCOUNT, type Account, type AccountType } from './model'

/** Accounts as `accounts_<userId>` stores them: what the screens write, and a backup holds. */

/** What a person enters for a new account. */
export interface AccountDraft {
  name: string
  type: AccountType
  openingCents: Cents
}

export function accountRecord(id: string, draft: AccountDraft, now: Date): StoredRecord {
  return {
    id,
    name: draft.name,
    type: draft.type,
    opening: centsToDecimal(draft.openingCents),
    updatedAt: now.toISOString(),
  }
}

/** An account as storage holds it (for a backup). */
export function toAccountRecord(account: Account): StoredRecord {
  return {
    id: account.id,
    name: account.name,
    type: account.type,
    opening: centsToDecimal(account.openingCents),
    ...(account.closed ? { closed: true } : {}),
    ...(account.reconciledTo ? { reconciledTo: account.reconciledTo } : {}),
    updatedAt: account.updatedAt,
  }
}

/** Main as a stored record, for the write that adds a person's second account. */
export function mainRecord(now: Date): StoredRecord {
  return accountRecord(MAIN_ACCOUNT.id, MAIN_ACCOUNT, now)
}
