import type { IsoDate } from '../../../lib/dates'
import { descriptionOr } from '../../../lib/describe'
import type { Identity, StoredRecord } from '../../../storage/recordOps'
import { dueOccurrences, nextOccurrenceAfter } from '../calendar'
import { markKey, occurrenceOf, type RecurringRule } from '../model'

/** More occurrences of one rule than this are not added without asking: two years of a monthly
 * rule, half a year of a weekly one. A date typed with the wrong year (0026) or a clock years
 * ahead would otherwise add thousands at once, fill storage and sync them everywhere. */
export const ASK_ABOVE = 24

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

/** What the catch-up asks before adding the occurrences of a rule that has too many due. */
export interface MissedOccurrences {
  rule: string
  /** The rule's description, or its category when it has none. */
  label: string
  count: number
  /** The day they are due up to. */
  today: IsoDate
}

/** The first rule (in the order planned) with more than `limit` occurrences due, or null. */
export function tooManyDue(
  plan: CatchUpPlan,
  today: IsoDate,
  limit: number = ASK_ABOVE,
): MissedOccurrences | null {
  const counts = new Map<RecurringRule, number>()
  for (const { rule } of plan.due) counts.set(rule, (counts.get(rule) ?? 0) + 1)
  for (const [rule, count] of counts) {
    if (count > limit) {
      return { rule: rule.id, label: descriptionOr(rule.description, rule.category), count, today }
    }
  }
  return null
}

/** A rule's next occurrence once everything up to `today` is in, or null when it has none. */
export function nextAfter(rule: RecurringRule, today: IsoDate): IsoDate | null {
  return rule.next > today ? rule.next : nextOccurrenceAfter(rule, today)
}
