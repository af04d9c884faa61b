import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit'
import { plural } from '../../lib/plural'
import { isCollectionChange } from '../../collections/events'
import type { JournalEntry, UndoText } from '../../collections/journal'
import { userLoggedOut } from '../auth'

/** The last change a person can take back: its journal entries, which say what it did, record
 * by record, and how to speak of it. One entry, or the entries of a change that wrote several
 * collections (a group, see JournalEntry), in the order they were written, spoken of as the
 * latest that has texts says. */
export interface UndoOffer {
  id: number
  undo: UndoText
  entries: readonly JournalEntry[]
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

/** Whether `entry` is a further write of the change on offer. */
function joinsOffer(
  state: UndoState,
  entry: JournalEntry,
): state is UndoState & { step: 'offered' } {
  return (
    entry.group !== undefined &&
    state.step === 'offered' &&
    state.offer.entries[0].group === entry.group
  )
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
    /** The payload: how many transactions the Undo wrote back. */
    undoApplied(state, action: PayloadAction<number>): UndoState {
      return state.step === 'offered'
        ? {
            step: 'undone',
            lastId: state.lastId,
            message: undoneMessage(state.offer.undo, action.payload),
          }
        : state
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedOut, (state) => ({ step: 'none' as const, lastId: state.lastId }))
      // Only a change this person made here and that says how to speak of it: never another
      // device's, an Undo itself, or a change made again after another tab dropped it.
      .addMatcher(isCollectionChange(), (draft, { payload: entry }): UndoState => {
        const state = original(draft) as UndoState
        // A change that could not be finished took back what it had written: nothing is left
        // to undo.
        if (entry.origin === 'undo' && joinsOffer(state, entry)) {
          return { step: 'none', lastId: state.lastId }
        }
        if (entry.origin !== 'local' || entry.retry) return state
        if (joinsOffer(state, entry)) {
          // An import counts its rows only after it has written the accounts they go to.
          const undo = entry.undo ?? state.offer.undo
          return {
            ...state,
            offer: { ...state.offer, undo, entries: [...state.offer.entries, entry] },
          }
        }
        if (!entry.undo) return state
        const id = state.lastId + 1
        return { step: 'offered', lastId: id, offer: { id, undo: entry.undo, entries: [entry] } }
      })
  },
  selectors: {
    selectUndo: (state) => state,
  },
})

export const { undoExpired, undoApplied } = undoSlice.actions
export const { selectUndo } = undoSlice.selectors
export default undoSlice
