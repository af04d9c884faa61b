import { startOfferExpiry } from '../../store/offerExpiry'
import type { AppStartListening } from '../../store/types'
import { selectUndo, undoExpired } from './undoSlice'

/** How long the offer stays: comfortably more than the 10 seconds promised. */
export const UNDO_OFFER_MS = 15_000
const UNDONE_MESSAGE_MS = 5_000

/** The Undo offer, and the message that it was used, go after their time. */
export function startUndoExpiry(startListening: AppStartListening): void {
  startOfferExpiry(startListening, selectUndo, undoExpired, (step) =>
    step === 'offered' ? UNDO_OFFER_MS : UNDONE_MESSAGE_MS,
  )
}
