import {
  createEntityAdapter,
  createSlice,
  isAnyOf,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit'
import { userLoggedOut, userSignedIn } from '../auth/authSlice'
import { persistFailed } from '../../storage/persistenceEvents'
import type { LoadedTransactions } from '../../storage/transactionsStore'
import type { ImportItem } from '../backup/importPlan'
import { compareNewestFirst, type Transaction } from './model'

/** What the form submits: everything but the identity fields made on creation. */
export type TransactionDraft = Pick<
  Transaction,
  'amountCents' | 'type' | 'category' | 'date' | 'description'
>

const adapter = createEntityAdapter<Transaction>({ sortComparer: compareNewestFirst })

export interface TransactionsState extends EntityState<Transaction, string> {
  /** Whose list this is; null while signed out. */
  ownerId: string | null
  /** Where unreadable stored data was set aside, until the person discards it. */
  backupKey: string | null
}

const initialState: TransactionsState = adapter.getInitialState({ ownerId: null, backupKey: null })

/**
 * The whole list of one person, newest first, as the slice holds it. Built directly rather than
 * with the adapter's setAll: at 25,000 records its Immer update (copy, re-sort, deep freeze)
 * cost more than reading storage. The first of two records sharing an id wins.
 */
export function toTransactionsState(
  ownerId: string,
  transactions: readonly Transaction[],
  backupKey: string | null = null,
): TransactionsState {
  const ids: string[] = []
  const entities: Record<string, Transaction> = {}
  for (const transaction of [...transactions].sort(compareNewestFirst)) {
    if (transaction.id in entities) continue
    entities[transaction.id] = transaction
    ids.push(transaction.id)
  }
  return { ownerId, backupKey, ids, entities }
}

let lastId = 0
/** Millisecond timestamps as SPEC.md says, bumped so two saves in one millisecond differ. */
function nextTransactionId(now: number): string {
  lastId = Math.max(now, lastId + 1)
  return String(lastId)
}

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    transactionAdded: {
      reducer: adapter.addOne,
      prepare(draft: TransactionDraft, userId: string) {
        const now = Date.now()
        const payload: Transaction = {
          ...draft,
          id: nextTransactionId(now),
          userId,
          createdAt: new Date(now).toISOString(),
        }
        return { payload }
      },
    },
    /** A whole import arrives as one change, so it is written (or refused) as a whole. */
    transactionsImported: {
      reducer: adapter.addMany,
      prepare(items: ImportItem[], userId: string) {
        const now = Date.now()
        const payload = items.map(({ identity, ...draft }): Transaction => ({
          ...draft,
          id: identity?.id ?? nextTransactionId(now),
          userId,
          createdAt: identity?.createdAt ?? new Date(now).toISOString(),
        }))
        return { payload }
      },
    },
    transactionUpdated(state, action: PayloadAction<{ id: string; changes: TransactionDraft }>) {
      adapter.updateOne(state, action.payload)
    },
    transactionDeleted(state, action: PayloadAction<string>) {
      adapter.removeOne(state, action.payload)
    },
    /** Storage changed under us (another tab): adopt what it holds now. */
    transactionsReloaded(state, action: PayloadAction<LoadedTransactions & { ownerId: string }>) {
      if (state.ownerId !== action.payload.ownerId) return
      adapter.setAll(state, action.payload.transactions)
      state.backupKey = action.payload.backupKey
    },
    backupDiscarded(state) {
      state.backupKey = null
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userSignedIn, (_state, { payload }) =>
        toTransactionsState(payload.user.id, payload.transactions, payload.backupKey),
      )
      .addCase(userLoggedOut, () => initialState)
      .addCase(persistFailed, (state, action) => {
        const { stored } = action.payload
        if (stored && stored.ownerId === state.ownerId) adapter.setAll(state, stored.transactions)
      })
  },
})

export const {
  transactionAdded,
  transactionsImported,
  transactionUpdated,
  transactionDeleted,
  transactionsReloaded,
  backupDiscarded,
} = transactionsSlice.actions

/** The actions that change a person's records and so start a write. */
export const isTransactionChange = isAnyOf(
  transactionAdded,
  transactionsImported,
  transactionUpdated,
  transactionDeleted,
)

export const {
  selectAll: selectAllTransactions,
  selectById: selectTransactionById,
  selectTotal: selectTransactionCount,
} = adapter.getSelectors((state: { transactions: TransactionsState }) => state.transactions)

export default transactionsSlice
