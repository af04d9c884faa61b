import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { plural } from '../../lib/plural'
import { isCollectionChange } from '../../collections/events'
import type { JournalEntry, UndoText } from '../../collections/journal'
import { userLoggedOut } from '../auth'

/** The last change a person can take back: its journal entry, which says what it did, record
 * by record, and how to speak of it. */
export interface UndoOffer {
  id: number
  entry: JournalEntry & { undo: UndoText }
}

/** offered (status with Undo) → undone (status saying so) or gone (expired, replaced). */
export type UndoState =
  | { step: 'none'; lastId: number }
  | { step: 'offered'; lastId: number; offer: UndoOffer }
  | { step: 'undone'; lastId: number; message: string }

const initialState = { step: 'none', lastId: 0 } as UndoState

function undoneMessage({ undone }: UndoText, takenBack: number): string {
  if ('fixed' in undone) return undone.fixed
  return `Import undone: ${plural(takenBack, 'transaction')} removed.`
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
            message: undoneMessage(state.offer.entry.undo, action.payload),
          }
        : state
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedOut, (state) => ({ step: 'none' as const, lastId: state.lastId }))
      // Only a change this person made here and that says how to speak of it: never another
      // device's, an Undo itself, or a change made again after another tab dropped it.
      .addMatcher(isCollectionChange(), (state, { payload: entry }): UndoState => {
        if (entry.origin !== 'local' || !entry.undo || entry.retry) return state
        const id = state.lastId + 1
        return { step: 'offered', lastId: id, offer: { id, entry: { ...entry, undo: entry.undo } } }
      })
  },
  selectors: {
    selectUndo: (state) => state,
  },
})

export const { undoExpired, undoApplied } = undoSlice.actions
export const { selectUndo } = undoSlice.selectors
export default undoSlice
