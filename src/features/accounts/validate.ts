import { parseSignedAmountInput, type Cents } from '../../lib/money'
import { transferMessages } from '../transactions'
import { MAIN_ACCOUNT, type Account } from './model'

export const accountMessages = {
  nameRequired: 'Please enter an account name',
  nameTaken: 'An account with this name already exists',
  amount: 'Please enter a valid amount',
  notZero: 'Move the balance to another account before closing it',
  lastOpen: 'Open another account before closing this one',
  sameAccounts: transferMessages.sameAccounts,
} as const

export type NameCheck = { ok: true; name: string } | { ok: false; message: string }

/** A name for account `self` (undefined: a new one): required, and unique among the person's
 * accounts, closed ones too, ignoring case and surrounding spaces. */
export function checkAccountName(
  text: string,
  accounts: readonly Pick<Account, 'id' | 'name'>[],
  self?: string,
): NameCheck {
  const name = text.trim()
  if (name === '') return { ok: false, message: accountMessages.nameRequired }
  const wanted = name.toLowerCase()
  const taken = accounts.some(
    (account) => account.id !== self && account.name.trim().toLowerCase() === wanted,
  )
  return taken ? { ok: false, message: accountMessages.nameTaken } : { ok: true, name }
}

export type BalanceCheck = { ok: true; cents: Cents } | { ok: false; message: string }

/** A balance typed into a field that may be left empty (0) and may be negative (a card's
 * debt). */
export function checkBalance(text: string): BalanceCheck {
  if (text.trim() === '') return { ok: true, cents: 0 }
  const cents = parseSignedAmountInput(text)
  return cents === null ? { ok: false, message: accountMessages.amount } : { ok: true, cents }
}

export type CloseCheck = { ok: true } | { ok: false; message: string }

/** Whether an account may be closed: at a balance of $0.00, and not the last one open. */
export function checkClose(
  account: Account,
  balanceCents: Cents,
  open: readonly Account[],
): CloseCheck {
  if (balanceCents !== 0) return { ok: false, message: accountMessages.notZero }
  if (!open.some((other) => other.id !== account.id)) {
    return { ok: false, message: accountMessages.lastOpen }
  }
  return { ok: true }
}

/** The stored accounts, or Main alone for a person who keeps none. */
export function accountsOrMain(stored: readonly Account[]): readonly Account[] {
  return stored.length > 0 ? stored : [MAIN_ACCOUNT]
}
