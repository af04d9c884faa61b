import { parseStoredBalance, type Cents } from '../../lib/money'
import { isValidIsoDate, type IsoDate } from '../../lib/dates'
import type { Identity } from '../../storage/recordOps'

/** The types `accounts_<userId>` knows, in the form's order (accountTypes.ts names them). */
export const ACCOUNT_TYPES = ['checking', 'savings', 'credit', 'cash'] as const

export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** An account as `accounts_<userId>` holds it: `{id, name, type, opening, closed?,
 * reconciledTo?, updatedAt}`, the opening balance a signed decimal string. */
export interface Account {
  id: string
  name: string
  type: AccountType
  openingCents: Cents
  closed: boolean
  /** The statement date it was last reconciled up to. */
  reconciledTo?: IsoDate
  updatedAt: string
}

/**
 * The account of a person without `accounts_<userId>`: "Main", where every SPEC.md transaction
 * is. Written first when they add an account. Its id is the same on every device, so two
 * devices that each wrote it keep one Main once they sync.
 */
export const MAIN_ACCOUNT: Account = Object.freeze({
  id: 'main',
  name: 'Main',
  type: 'checking',
  openingCents: 0,
  closed: false,
  updatedAt: '',
})

export function accountIdentity(value: unknown): string | null {
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : null
}

/** Accounts are named by id, a creation time that moves on while taken (Main's is fixed). */
export const accountIdentityOf: Identity = { of: accountIdentity, movable: true }

const isAccountType = (value: unknown): value is AccountType =>
  ACCOUNT_TYPES.some((type) => type === value)

export function accountFromRecord(value: unknown): Account | null {
  const id = accountIdentity(value)
  if (id === null) return null
  const record = value as Record<string, unknown>
  const openingCents = parseStoredBalance(record.opening ?? '0')
  if (
    typeof record.name !== 'string' ||
    record.name.trim() === '' ||
    !isAccountType(record.type) ||
    openingCents === null
  ) {
    return null
  }
  const { reconciledTo } = record
  return {
    id,
    name: record.name,
    type: record.type,
    openingCents,
    closed: record.closed === true,
    ...(typeof reconciledTo === 'string' && isValidIsoDate(reconciledTo) ? { reconciledTo } : {}),
    updatedAt: typeof record.updatedAt === 'string' ? record.updatedAt : '',
  }
}

/** The order accounts are listed in: Main, then in the order they were added (ids are
 * creation times), so the first of the list is the one older transactions belong to. Ids that
 * are not creation times (written by hand or by another tool) tie, so they keep the order the
 * stored list gives them (the sort is stable): its first is then still the first. */
export function compareAccounts(a: Account, b: Account): number {
  if (a.id === b.id) return 0
  if (a.id === MAIN_ACCOUNT.id || b.id === MAIN_ACCOUNT.id) return a.id === MAIN_ACCOUNT.id ? -1 : 1
  return creationTime(a.id) - creationTime(b.id)
}

/** An id's creation time; ids that are none (written by hand) come after all that are. */
function creationTime(id: string): number {
  const time = Number(id)
  return Number.isSafeInteger(time) ? time : Number.MAX_SAFE_INTEGER
}
