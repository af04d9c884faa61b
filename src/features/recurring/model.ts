import { centsToDecimal, parseStoredAmount, type Cents } from '../../lib/money'
import { isValidIsoDate, type IsoDate } from '../../lib/dates'
import type { Identity, StoredRecord } from '../../storage/recordOps'
import {
  linesAndTags,
  linesAndTagsRecord,
  type SplitLine,
  type TransactionFields,
  type TransactionType,
} from '../transactions'

export type Every = 'week' | 'month' | 'year'

export const EVERY_LABELS: Record<Every, string> = {
  week: 'Every week',
  month: 'Every month',
  year: 'Every year',
}

/** A rule as `recurring_<userId>` holds it: `{id, amount, type, category, description, every,
 * start, next, updatedAt}`; `next` is the first occurrence not yet added. A split's rule keeps
 * its lines, and a tagged transaction's its tags, for every occurrence. */
export interface RecurringRule {
  id: string
  amountCents: Cents
  type: TransactionType
  category: string
  description: string
  every: Every
  start: IsoDate
  next: IsoDate
  updatedAt: string
  splits?: readonly SplitLine[]
  tags?: readonly string[]
  /** The account its occurrences go to, when the person keeps accounts. */
  account?: string
}

export function ruleIdentity(value: unknown): string | null {
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : null
}

/** Rules are named by id, a creation time that moves on while taken. */
export const ruleIdentityOf: Identity = { of: ruleIdentity, movable: true }

export function ruleFromRecord(value: unknown): RecurringRule | null {
  const id = ruleIdentity(value)
  if (id === null) return null
  const r = value as Record<string, unknown>
  const amountCents = parseStoredAmount(r.amount)
  if (
    amountCents === null ||
    (r.type !== 'income' && r.type !== 'expense') ||
    typeof r.category !== 'string' ||
    (r.every !== 'week' && r.every !== 'month' && r.every !== 'year') ||
    typeof r.start !== 'string' ||
    !isValidIsoDate(r.start) ||
    typeof r.next !== 'string' ||
    !isValidIsoDate(r.next)
  ) {
    return null
  }
  return {
    id,
    amountCents,
    type: r.type,
    category: r.category,
    description: typeof r.description === 'string' ? r.description : '',
    every: r.every,
    start: r.start,
    next: r.next,
    updatedAt: typeof r.updatedAt === 'string' ? r.updatedAt : '',
    ...linesAndTags(r, amountCents),
    ...(typeof r.account === 'string' && r.account !== '' ? { account: r.account } : {}),
  }
}

export function ruleRecord(
  fields: TransactionFields,
  every: Every,
  next: IsoDate,
  now: Date,
): StoredRecord {
  return {
    id: String(now.getTime()),
    amount: centsToDecimal(fields.amountCents),
    type: fields.type,
    category: fields.category,
    ...linesAndTagsRecord(fields),
    description: fields.description,
    every,
    start: fields.date,
    next,
    updatedAt: now.toISOString(),
    ...(fields.account !== undefined ? { account: fields.account } : {}),
  }
}

/** The fields each occurrence of a rule is added with. */
export function occurrenceFields(rule: RecurringRule, date: IsoDate): TransactionFields {
  const { amountCents, type, category, description, splits, tags, account } = rule
  return {
    amountCents,
    type,
    category,
    description,
    date,
    ...(splits ? { splits } : {}),
    ...(tags ? { tags } : {}),
    ...(account ? { account } : {}),
  }
}

/** The mark on a transaction that is a rule's occurrence: the rule and the date it is for.
 * Adding an occurrence checks for this mark in the same write, so none is ever added twice. */
export interface OccurrenceMark {
  rule: string
  date: IsoDate
}

export function occurrenceOf(value: unknown): OccurrenceMark | null {
  const mark = (value as { occurrence?: unknown } | null)?.occurrence as
    Partial<OccurrenceMark> | undefined
  return typeof mark?.rule === 'string' && typeof mark.date === 'string'
    ? { rule: mark.rule, date: mark.date }
    : null
}

export function markKey(mark: OccurrenceMark): string {
  return `${mark.rule}\u0000${mark.date}`
}

/** Soonest next occurrence first. */
export function compareRules(a: RecurringRule, b: RecurringRule): number {
  if (a.next !== b.next) return a.next < b.next ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
