import type { IsoDate } from '../../../lib/dates'
import type { Identity, StoredRecord } from '../../../storage/recordOps'
import { dueOccurrences, nextOccurrenceAfter } from '../calendar'
import { markKey, occurrenceOf, type RecurringRule } from '../model'

export interface CatchUpPlan {
  /** Occurrences due and not yet in the transactions, in date order per rule. */
  due: { rule: RecurringRule; date: IsoDate }[]
  /** Records marked as the same occurrence as another (two tabs, or data from before sync kept
   * one record per occurrence): all but the one changed last go, on every device alike. */
  duplicates: string[]
}

/** When a record last changed, and then its text: the later of two copies of one occurrence is
 * the one a person edited last, the same on every device. */
function changedLater(a: StoredRecord, b: StoredRecord): boolean {
  const at = (record: StoredRecord) => {
    const { updatedAt, createdAt } = record as { updatedAt?: unknown; createdAt?: unknown }
    return String(updatedAt ?? createdAt ?? '')
  }
  if (at(a) !== at(b)) return at(a) > at(b)
  return JSON.stringify(a) > JSON.stringify(b)
}

/**
 * What a catch-up must write, decided on the transactions storage holds at that moment: the
 * check for an occurrence's mark is part of the write, so it is added exactly once.
 */
export function planCatchUp(
  rules: readonly RecurringRule[],
  records: readonly StoredRecord[],
  identity: Pick<Identity, 'of'>,
  today: IsoDate,
): CatchUpPlan {
  const kept = new Map<string, StoredRecord>()
  const duplicates: string[] = []
  for (const record of records) {
    const mark = occurrenceOf(record)
    if (!mark) continue
    const key = markKey(mark)
    const other = kept.get(key)
    if (other === undefined) kept.set(key, record)
    else {
      const [keep, drop] = changedLater(record, other) ? [record, other] : [other, record]
      kept.set(key, keep)
      duplicates.push(identity.of(drop) as string)
    }
  }

  const due: CatchUpPlan['due'] = []
  const seen = new Set<string>()
  for (const rule of rules) {
    if (seen.has(rule.id)) continue
    seen.add(rule.id)
    for (const date of allDue(rule, today)) {
      if (!kept.has(markKey({ rule: rule.id, date }))) due.push({ rule, date })
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
