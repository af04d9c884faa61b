import { isCollectionChange } from '../../collections/events'
import type { JournalEntry } from '../../collections/journal'
import { startOfferExpiry } from '../../store/offerExpiry'
import type { AppStartListening } from '../../store/types'
import { IMPORTED_MARK, suggestRule } from './ruleOffer'
import { ruleOfferExpired, selectRuleOffer } from './ruleOfferSlice'

/** As long as an Undo is offered (undo/undoExpiry.ts); "Rule created" a shorter while. */
const OFFER_MS = 15_000
const CREATED_MS = 5_000

/**
 * The edit that suggests a rule: a person's change (here, not undone, not made again after
 * another tab dropped it, not part of a rename's group) of one imported transaction that gives
 * it another category, not split lines: the form's update, which writes one record.
 */
function recategorised(entry: JournalEntry) {
  if (entry.origin !== 'local' || entry.group || entry.retry || entry.changes.length !== 1) {
    return null
  }
  const [change] = entry.changes
  if (change.type !== 'changed' || change.before.imported !== IMPORTED_MARK.imported) return null
  const { before, after } = change
  const category = after.category
  if (typeof category !== 'string' || category === before.category || after.splits) return null
  return typeof before.description === 'string'
    ? { category, description: before.description }
    : null
}

/** Offers a rule after an imported transaction is given another category: for its description
 * as it was imported, what the next import's row of the same payee holds; the offer goes after
 * its time. */
export function startRuleOfferListening(startListening: AppStartListening): void {
  startListening({
    matcher: isCollectionChange('transactions'),
    effect: ({ payload }, { dispatch }) => {
      const edit = recategorised(payload)
      if (edit) dispatch(suggestRule(edit.category, edit.description))
    },
  })
  startOfferExpiry(startListening, selectRuleOffer, ruleOfferExpired, (step) =>
    step === 'offered' ? OFFER_MS : CREATED_MS,
  )
}
