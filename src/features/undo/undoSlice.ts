import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CollectionName } from '../../storage/keys'
import type { RecordChange } from '../../storage/recordOps'
import { userLoggedOut } from '../auth/authSlice'
import { ruleStopped } from '../recurring/recurringSlice'
import { transactionDeleted, transactionsImported } from '../transactions/transactionsSlice'

/** The last change a person can take back: what it did, record by record. */
export interface UndoOffer {
  id: number
  /** What the status says happened. */
  message: string
  /** What it says once undone. */
  undoneMessage: string
  collection: CollectionName
  changes: RecordChange[]
}

/** offered (status with Undo) → undone (status saying so) or gone (expired, replaced). */
export type UndoState =
  | { step: 'none'; lastId: number }
  | { step: 'offered'; lastId: number; offer: UndoOffer }
  | { step: 'undone'; lastId: number; message: string }

const initialState = { step: 'none', lastId: 0 } as UndoState

function offer(state: UndoState, fields: Omit<UndoOffer, 'id'>): UndoState {
  const id = state.lastId + 1
  return { step: 'offered', lastId: id, offer: { id, ...fields } }
}

const plural = (count: number) => `${count} transaction${count === 1 ? '' : 's'}`

const undoSlice = createSlice({
  name: 'undo',
  initialState,
  reducers: {
    /** The offer timed out or was dismissed; a newer one is left alone. */
    undoExpired(state, action: PayloadAction<number>): UndoState {
      return state.step !== 'none' && state.lastId === action.payload
        ? { step: 'none', lastId: state.lastId }
        : state
    },
    undoApplied(state): UndoState {
      return state.step === 'offered'
        ? { step: 'undone', lastId: state.lastId, message: state.offer.undoneMessage }
        : state
    },
    /** Offers Undo for a change of any collection (stopping a recurring rule, for example). */
    undoOffered: (state, action: PayloadAction<Omit<UndoOffer, 'id'>>) =>
      offer(state, action.payload),
  },
  extraReducers: (builder) => {
    builder
      .addCase(transactionDeleted, (state, action) =>
        action.meta.origin === 'local'
          ? offer(state, {
              message: 'Transaction deleted',
              undoneMessage: 'Transaction restored',
              collection: 'transactions',
              changes: action.payload.changes,
            })
          : state,
      )
      .addCase(transactionsImported, (state, action) =>
        action.meta.origin === 'local'
          ? offer(state, {
              message: `Imported ${plural(action.payload.changes.length)}.`,
              undoneMessage: `Import undone: ${plural(action.payload.changes.length)} removed.`,
              collection: 'transactions',
              changes: action.payload.changes,
            })
          : state,
      )
      .addCase(ruleStopped, (state, action) =>
        action.meta.origin === 'local'
          ? offer(state, {
              message: 'Recurring transaction stopped',
              undoneMessage: 'Recurring transaction restarted',
              collection: 'recurring',
              changes: action.payload.changes,
            })
          : state,
      )
      .addCase(userLoggedOut, (state) => ({ step: 'none', lastId: state.lastId }))
  },
  selectors: {
    selectUndo: (state) => state,
  },
})

export const { undoExpired, undoApplied, undoOffered } = undoSlice.actions
export const { selectUndo } = undoSlice.selectors
export default undoSlice
