import { createSelector } from '@reduxjs/toolkit'
import type { AppState } from '../../store/types'
import {
  isTransfer,
  selectAllTransactions,
  type AccountChoices,
  type Transaction,
} from '../transactions'
import { accountResolver, balancesOf, netWorthOf } from './balances'
import { MAIN_ACCOUNT, type Account } from './model'
import { toAccountRecord } from './records'
import { accountsOrMain } from './validate'

const selectStoredAccounts = (state: AppState): readonly Account[] => state.accounts

/** Whether the person keeps accounts: `accounts_<userId>` holds any. */
export const selectKeepsAccounts = (state: AppState) => state.accounts.length > 0

/** The accounts as storage holds them, for a backup: none while the person keeps none. */
export const selectAccountRecords = createSelector([selectStoredAccounts], (stored) =>
  stored.map(toAccountRecord),
)

/** Every account, closed ones included, Main first; Main alone until the person adds one. */
export const selectAccounts = createSelector([selectStoredAccounts], accountsOrMain)

export const selectOpenAccounts = createSelector([selectAccounts], (accounts) =>
  accounts.filter((account) => !account.closed),
)

/** Where each transaction is (see accountResolver). */
export const selectAccountOf = createSelector([selectAccounts], accountResolver)

/** Each account's balance, by id. */
export const selectBalances = createSelector(
  [selectAccounts, selectAllTransactions, selectAccountOf],
  balancesOf,
)

export const selectNetWorth = createSelector([selectBalances], netWorthOf)

/** Each open account with its balance, in the list's order. */
export const selectOpenBalances = createSelector(
  [selectOpenAccounts, selectBalances],
  (accounts, balances) =>
    accounts.map((account) => ({ account, balanceCents: balances.get(account.id) ?? 0 })),
)

/** The open account of the transaction added last (transfers aside), else the first open one. */
function lastUsedAccount(
  open: readonly Account[],
  transactions: readonly Transaction[],
  accountOf: (transaction: Transaction) => string,
): string {
  const isOpen = new Set(open.map((account) => account.id))
  let newest: Transaction | null = null
  for (const transaction of transactions) {
    if (isTransfer(transaction) || !isOpen.has(accountOf(transaction))) continue
    if (newest === null || transaction.createdAt > newest.createdAt) newest = transaction
  }
  return newest ? accountOf(newest) : (open[0]?.id ?? MAIN_ACCOUNT.id)
}

/** The accounts as the transaction screens offer them (see AccountChoices). */
export const selectAccountChoices = createSelector(
  [selectAccounts, selectOpenAccounts, selectAllTransactions, selectAccountOf, selectKeepsAccounts],
  (accounts, open, transactions, accountOf, named): AccountChoices => {
    const names = new Map(accounts.map((account) => [account.id, account.name]))
    return {
      open: open.map(({ id, name }) => ({ id, name })),
      accountOf,
      nameOf: (id) => names.get(id) ?? names.get(accountOf({ account: id })) ?? '',
      lastUsed: lastUsedAccount(open, transactions, accountOf),
      named,
    }
  },
)
