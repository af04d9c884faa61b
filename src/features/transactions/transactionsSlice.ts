import {
  createEntityAdapter,
  createSlice,
  isAnyOf,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit'
import { userLoggedOut, userSignedIn } from '../auth/authSlice'
import { persistFailed } from '../../storage/persistenceEvents'
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
}

const initialState: TransactionsState = adapter.getInitialState({ ownerId: null })

/** The whole list of one person, newest first, as the slice holds it. */
export function toTransactionsState(ownerId: string, list: Transaction[]): TransactionsState {
  return adapter.setAll(adapter.getInitialState({ ownerId }), list)
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
    transactionUpdated(state, action: PayloadAction<{ id: string; changes: TransactionDraft }>) {
      adapter.updateOne(state, action.payload)
    },
    transactionDeleted(state, action: PayloadAction<string>) {
      adapter.removeOne(state, action.payload)
    },
    /** Storage changed under us (another tab): adopt what it holds now. */
    transactionsReloaded(
      state,
      action: PayloadAction<{ ownerId: string; transactions: Transaction[] }>,
    ) {
      if (state.ownerId === action.payload.ownerId)
        adapter.setAll(state, action.payload.transactions)
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userSignedIn, (_state, action) =>
        toTransactionsState(action.payload.user.id, action.payload.transactions),
      )
      .addCase(userLoggedOut, () => initialState)
      .addCase(persistFailed, (state, action) => {
        const { stored } = action.payload
        if (stored && stored.ownerId === state.ownerId) adapter.setAll(state, stored.transactions)
      })
  },
})

export const { transactionAdded, transactionUpdated, transactionDeleted, transactionsReloaded } =
  transactionsSlice.actions

/** The actions that change a person's records and so start a write. */
export const isTransactionChange = isAnyOf(transactionAdded, transactionUpdated, transactionDeleted)

export const {
  selectAll: selectAllTransactions,
  selectById: selectTransactionById,
  selectTotal: selectTransactionCount,
} = adapter.getSelectors((state: { transactions: TransactionsState }) => state.transactions)

export default transactionsSlice
