import type { AppThunk } from '../../../store/types'
import type { IsoDate } from '../../../lib/dates'
import { commit } from '../../../collections/commit'
import { collectionChange } from '../../../collections/events'
import type { WriteOutcome } from '../../../storage/collectionStore'
import { indexByIdentity, type RecordOp } from '../../../storage/recordOps'
import { newRecord, transactionIdentity } from '../../transactions'
import { occurrenceFields, ruleFromRecord, ruleIdentityOf, type RecurringRule } from '../model'
import { recurringBinding } from '../recurringStorage'
import { nextAfter, planCatchUp, tooManyDue, type MissedOccurrences } from './plan'

// The catch-up's two writes: the occurrences into the transactions, then the rules moved on.

/** Rules whose `next` a catch-up (or a skip) moved on. */
export const rulesAdvanced = collectionChange('recurring/rulesAdvanced')
/** Occurrences a catch-up added to the transactions (and duplicates it removed). */
export const occurrencesAdded = collectionChange('recurring/occurrencesAdded')

/**
 * Adds what `rules` have due up to `today` and storage does not hold yet, and removes duplicate
 * copies of an occurrence: decided on the transactions storage holds at the moment of the write,
 * so each occurrence is added exactly once. Refused, writing nothing, with the question to ask
 * when one rule has more than `limit` due.
 */
export function writeOccurrences(
  rules: readonly RecurringRule[],
  ownerId: string,
  today: IsoDate,
  limit: number,
): AppThunk<WriteOutcome<MissedOccurrences>> {
  return (dispatch, _getState, { collectionFor }) => {
    const now = new Date()
    return commit(
      dispatch,
      collectionFor('transactions', ownerId),
      (records) => {
        const plan = planCatchUp(rules, records, transactionIdentity, today)
        const tooMany = tooManyDue(plan, today, limit)
        if (tooMany) return { refused: tooMany }
        const removes: RecordOp[] = plan.duplicates.map((identity) => ({
          type: 'remove',
          identity,
        }))
        const adds: RecordOp[] = plan.due.map(({ rule, date }) => ({
          type: 'add',
          record: {
            ...newRecord(occurrenceFields(rule, date), ownerId, now),
            occurrence: { rule: rule.id, date },
          },
          newIdFrom: now.getTime(),
        }))
        return [...removes, ...adds]
      },
      occurrencesAdded,
    )
  }
}

/** Moves each of `ruleIds` on to its first occurrence after `today`, never back (whatever
 * another tab wrote). A rule no run here planned (another tab's, added meanwhile) stays: its
 * occurrences are not in. */
export function moveOn(
  ruleIds: ReadonlySet<string>,
  ownerId: string,
  today: IsoDate,
): AppThunk<WriteOutcome> {
  return (dispatch) =>
    commit(
      dispatch,
      recurringBinding.storage(ownerId),
      // Moving `next` on is no one's edit: updatedAt stays, so stopping a rule on another
      // device (a later change) still wins over it.
      (records) =>
        [...indexByIdentity(records, ruleIdentityOf)].flatMap(([id, index]): RecordOp[] => {
          const stored = ruleFromRecord(records[index])
          const next = stored && ruleIds.has(stored.id) && nextAfter(stored, today)
          return stored && next && next > stored.next
            ? [{ type: 'patch', identity: id, fields: { next } }]
            : []
        }),
      rulesAdvanced,
    )
}
