import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CollectionName } from '../../storage/keys'
import type { RecordChange } from '../../storage/recordOps'
import type { CollectionChangeAction } from '../../collections/events'
import { userLoggedOut } from '../auth'
import { ruleStopped } from '../recurring'
import { transactionDeleted, transactionsImported } from '../transactions'

/** The last change a person can take back: what it did, record by record. */
export interface UndoOffer {
  id: number
  /** What the status says happened. */
  message: string
  /** What it says once undone, from how many changes the Undo took back: fewer than `changes`
   * when some records were edited or removed since, and those are left as they are. */
  undone: UndoneText
  collection: CollectionName
  changes: RecordChange[]
}

/** offered (status with Undo) → undone (status saying so) or gone (expired, replaced). */
export type UndoState =
  | { step: 'none'; lastId: number }
  | { step: 'offered'; lastId: number; offer: UndoOffer }
  | { step: 'undone'; lastId: number; message: string }

const initialState = { step: 'none', lastId: 0 } as UndoState

/** Kept as data, not as a function, so the state stays serializable. */
type UndoneText = { fixed: string } | { removedTransactions: true }

function undoneMessage(undone: UndoneText, takenBack: number): string {
  if ('fixed' in undone) return undone.fixed
  return `Import undone: ${takenBack} transaction${takenBack === 1 ? '' : 's'} removed.`
}

function offer(state: UndoState, fields: Omit<UndoOffer, 'id'>): UndoState {
  const id = state.lastId + 1
  return { step: 'offered', lastId: id, offer: { id, ...fields } }
}

/** A reducer offering Undo for a change this person made here, with the texts `say` gives for
 * its changes; a change from another device or an Undo itself is never offered. */
function offerLocal(say: (changes: RecordChange[]) => Pick<UndoOffer, 'message' | 'undone'>) {
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
    /** The payload: how many of the offer's changes the Undo wrote back. */
    undoApplied(state, action: PayloadAction<number>): UndoState {
      return state.step === 'offered'
        ? {
            step: 'undone',
            lastId: state.lastId,
            message: undoneMessage(state.offer.undone, action.payload),
          }
        : state
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(
        transactionDeleted,
        offerLocal(() => ({
          message: 'Transaction deleted',
          undone: { fixed: 'Transaction restored' },
        })),
      )
      .addCase(
        transactionsImported,
        offerLocal(({ length }) => ({
          // "N transactions" whatever N: UI_CONTRACT.md's text, which tests compare exactly.
          message: `Imported ${length} transactions.`,
          undone: { removedTransactions: true },
        })),
      )
      .addCase(
        ruleStopped,
        offerLocal(() => ({
          message: 'Recurring transaction stopped',
          undone: { fixed: 'Recurring transaction restarted' },
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
