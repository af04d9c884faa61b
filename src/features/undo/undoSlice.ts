import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CollectionName } from '../../storage/keys'
import type { RecordChange } from '../../storage/recordOps'
import type { CollectionChangeAction } from '../../storage/storageEvents'
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

/** A reducer offering Undo for a change this person made here, with the texts `say` gives for
 * its changes; a change from another device or an Undo itself is never offered. */
function offerLocal(
  say: (changes: RecordChange[]) => Pick<UndoOffer, 'message' | 'undoneMessage'>,
) {
  return (state: UndoState, action: CollectionChangeAction): UndoState =>
    action.meta.origin === 'local'
      ? offer(state, {
          ...say(action.payload.changes),
          collection: action.meta.collection,
          changes: action.payload.changes,
        })
      : state
}

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
  },
  extraReducers: (builder) => {
    builder
      .addCase(
        transactionDeleted,
        offerLocal(() => ({
          message: 'Transaction deleted',
          undoneMessage: 'Transaction restored',
        })),
      )
      .addCase(
        transactionsImported,
        offerLocal(({ length }) => ({
          // "N transactions" whatever N: UI_CONTRACT.md's text, which tests compare exactly.
          message: `Imported ${length} transactions.`,
          undoneMessage: `Import undone: ${length} transaction${length === 1 ? '' : 's'} removed.`,
        })),
      )
      .addCase(
        ruleStopped,
        offerLocal(() => ({
          message: 'Recurring transaction stopped',
          undoneMessage: 'Recurring transaction restarted',
        })),
      )
      .addCase(userLoggedOut, (state) => ({ step: 'none', lastId: state.lastId }))
  },
  selectors: {
    selectUndo: (state) => state,
  },
})

export const { undoExpired, undoApplied } = undoSlice.actions
export const { selectUndo } = undoSlice.selectors
export default undoSlice
