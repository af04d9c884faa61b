import type { IsoDate } from '../../lib/dates'
import {
  indexByIdentity,
  type IdentityOf,
  type RecordRef,
  type StoredRecord,
} from '../../storage/recordOps'
import { dueOccurrences, nextOccurrenceAfter } from './calendar'
import { markKey, occurrenceOf, type RecurringRule } from './model'

export interface CatchUpPlan {
  /** Occurrences due and not yet in the transactions, in date order per rule. */
  due: { rule: RecurringRule; date: IsoDate }[]
  /** Records marked as the same occurrence as an earlier kept one (two tabs or two devices
   * that added it at once): all but the one with the smallest id go, on every device alike. */
  duplicates: RecordRef[]
}

/**
 * What a catch-up must write, decided on the transactions storage holds at that moment: the
 * check for an occurrence's mark is part of the write, so it is added exactly once.
 */
export function planCatchUp(
  rules: readonly RecurringRule[],
  records: readonly StoredRecord[],
  identityOf: IdentityOf,
  today: IsoDate,
): CatchUpPlan {
  const byMark = new Map<string, { id: string; ref: RecordRef }[]>()
  for (const [identity, indexes] of indexByIdentity(records, identityOf)) {
    indexes.forEach((index, copy) => {
      const mark = occurrenceOf(records[index])
      if (!mark) return
      const key = markKey(mark)
      const holders = byMark.get(key) ?? []
      holders.push({ id: identity, ref: { identity, copy } })
      byMark.set(key, holders)
    })
  }
  const duplicates: RecordRef[] = []
  for (const holders of byMark.values()) {
    if (holders.length < 2) continue
    const [, ...rest] = [...holders].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    duplicates.push(...rest.map((holder) => holder.ref))
  }
  // Removing a copy renumbers the later ones: the highest copies go first.
  duplicates.sort((a, b) => b.copy - a.copy)

  const due: CatchUpPlan['due'] = []
  const seen = new Set<string>()
  for (const rule of rules) {
    if (seen.has(rule.id)) continue
    seen.add(rule.id)
    for (const date of allDue(rule, today)) {
      if (!byMark.has(markKey({ rule: rule.id, date }))) due.push({ rule, date })
    }
  }
  return { due, duplicates }
}

/** Every occurrence from the rule's `next` up to `today`, in the calendar's batches. */
function allDue(rule: RecurringRule, today: IsoDate): IsoDate[] {
  const dates: IsoDate[] = []
  for (let from: IsoDate | null = rule.next; from !== null && from <= today;) {
    const batch = dueOccurrences(rule, from, today)
    dates.push(...batch.dates)
    from = batch.next
  }
  return dates
}

/** A rule's next occurrence once everything up to `today` is in, or null when it has none. */
export function nextAfter(rule: RecurringRule, today: IsoDate): IsoDate | null {
  return rule.next > today ? rule.next : nextOccurrenceAfter(rule, today)
}
