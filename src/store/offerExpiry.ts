import type { UnknownAction } from '@reduxjs/toolkit'
import type { AppStartListening, AppState } from './types'

/** What a notice offers for a while: its step ('none' while nothing is shown) and which offer. */
interface Offer {
  step: string
  lastId: number
}

/**
 * Lets an offer (an Undo, a rule to create) go after its time, counted from when it was made,
 * whether or not the notice that shows it is on the page yet: the notices come with the
 * signed-in chunk, which may arrive long after the change (offline), and must not then offer
 * what is minutes old. Each new step or offer starts its own time; stopping the store's
 * listeners ends it.
 */
export function startOfferExpiry(
  startListening: AppStartListening,
  offerOf: (state: AppState) => Offer,
  expired: (lastId: number) => UnknownAction,
  lasts: (step: string) => number,
): void {
  startListening({
    predicate: (_action, state, previous) => {
      const [now, before] = [offerOf(state), offerOf(previous)]
      return now.step !== before.step || now.lastId !== before.lastId
    },
    effect: (_action, { getState, dispatch, cancelActiveListeners, signal }) => {
      cancelActiveListeners()
      const { step, lastId } = offerOf(getState())
      if (step === 'none') return
      return new Promise<void>((resolve) => {
        // Dispatched in the timer's own task, as the notice's own timer once did.
        const timer = setTimeout(() => {
          dispatch(expired(lastId))
          resolve()
        }, lasts(step))
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer)
            resolve()
          },
          { once: true },
        )
      })
    },
  })
}
