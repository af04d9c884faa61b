import { createCollectionSlice } from '../../collections/collectionSlice'
import type { ItemList } from '../../collections/itemList'
import type { RecordListSpec } from '../../collections/recordList'
import { collectionChange } from '../../collections/events'
import { userLoggedOut } from '../auth'
import {
  compareNewestFirst,
  fromRecord,
  isTransfer,
  sameFields,
  transactionIdentity,
  type Transaction,
  type TransactionFields,
} from './model'

/** The signed-in person's transactions, newest first. */
export type TransactionsState = ItemList<Transaction>

/** What the form submits: the fields a person enters. */
export type TransactionDraft = TransactionFields

/** Events: each says which record changes storage now holds (see storage/storageEvents.ts). */
export const transactionAdded = collectionChange('transactions/transactionAdded')
export const transactionUpdated = collectionChange('transactions/transactionUpdated')
export const transactionDeleted = collectionChange('transactions/transactionDeleted')
export const transactionsImported = collectionChange('transactions/transactionsImported')

/** How stored records become the list shown, and how written changes apply to it. */
export const transactionList: RecordListSpec<Transaction> = {
  identity: transactionIdentity,
  fromRecord,
  identityOfItem: (transaction) => transaction.id,
  compare: compareNewestFirst,
  // The amount's text too: the edit form shows it as stored.
  same: (a, b) =>
    a.id === b.id &&
    a.createdAt === b.createdAt &&
    a.amountText === b.amountText &&
    a.transfer === b.transfer &&
    a.reconciled === b.reconciled &&
    sameFields(a, b),
}

const transactionsSlice = createCollectionSlice({
  name: 'transactions',
  collection: 'transactions',
  spec: transactionList,
  clearOn: userLoggedOut,
})

interface WithTransactions {
  transactions: TransactionsState
}

export const selectAllTransactions = (state: WithTransactions) => state.transactions

/** The list `countedOf` last saw, and what it gave. */
let counted: { list: TransactionsState; income: readonly Transaction[] } | null = null

/** The list without transfers: the very list while it holds none, and the same array again
 * for the same list, as a memoized selector gives (not createSelector: this module is in the
 * main bundle, which carries no reselect). */
function countedOf(list: TransactionsState): readonly Transaction[] {
  if (counted?.list !== list) {
    const income = list.some(isTransfer) ? list.filter((t) => !isTransfer(t)) : list
    counted = { list, income }
  }
  return counted.income
}

/**
 * The person's income and expenses: every transaction but transfers, which move money between
 * their accounts and are neither. What totals, averages, charts and budgets count.
 */
export const selectIncomeAndExpenses = (state: WithTransactions) =>
  countedOf(selectAllTransactions(state))

export const selectTransactionCount = (state: WithTransactions) => state.transactions.length

/** One shown transaction: the record with this id. */
export function selectTransaction(state: WithTransactions, id: string): Transaction | undefined {
  return state.transactions.find((transaction) => transaction.id === id)
}

export default transactionsSlice
