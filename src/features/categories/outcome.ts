import { failureMessage } from '../../collections/failureMessages'
import type { WriteOutcome } from '../../storage/collectionStore'
import type { ListRefusal } from './categoryOps'

export type CategoryOutcome = { ok: true } | { ok: false; message: string }

export const categoryFailures = {
  signedOut: 'You are signed out, so nothing was saved. Sign in and try again.',
  missing: 'This was changed in another tab or on another device, so nothing was changed.',
} as const

/** What a screen tells the person of a write: the form's own message for a refused name. */
export function outcomeOf(outcome: WriteOutcome<ListRefusal>): CategoryOutcome {
  if (outcome.ok) return { ok: true }
  if ('failure' in outcome) return { ok: false, message: failureMessage(outcome.failure) }
  if ('refused' in outcome && outcome.refused !== 'missing') {
    return { ok: false, message: outcome.refused }
  }
  return { ok: false, message: categoryFailures.missing }
}
