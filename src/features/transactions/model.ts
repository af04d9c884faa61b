import { centsToDecimal, parseStoredAmount, type Cents } from '../../lib/money'
import { isValidIsoDate, type IsoDate } from '../../lib/dates'
import type { Identity, Partner, StoredRecord } from '../../storage/recordOps'
import type { CategoryType } from '../categories'
import { bankKeyOf } from './bankKey'
import { readSplits, sameLines, SPLIT_CATEGORY, splitsToRecord, type SplitLine } from './splits'
import { normaliseTags, sameTags } from './tags'

export type TransactionType = CategoryType

/** What a person enters for a transaction: the form's fields, money in integer cents. */
export interface TransactionFields {
  amountCents: Cents
  /** The amount as typed or stored when written otherwise than with two decimals ("800",
   * "12.5", an older version's number 800): storage keeps it so and the edit form shows it so,
   * as UI_CONTRACT.md allows. Absent for "800.00", which is also how cents are written. */
  amountText?: string
  type: TransactionType
  category: string
  date: IsoDate
  description: string
  /** The account it is in, an account's id. Absent on SPEC.md's records: those are in the
   * person's first account (UI_CONTRACT "Accounts and transfers"). */
  account?: string
  /** Only for a split transaction (`category` "Split"): where its amount went, two or more
   * lines adding up to it. */
  splits?: readonly SplitLine[]
  /** Only when it has any: trimmed, lower-case, each once (tags.ts). */
  tags?: readonly string[]
}

/** A transaction as the app shows it. */
export interface Transaction extends TransactionFields {
  id: string
  createdAt: string
  /** On each half of a transfer: the other half's id. */
  transfer?: string
  /** Marked when its account was reconciled against a statement up to its date. */
  reconciled?: true
  /** A bank row's FITID and statement account (bankKey.ts), which a backup keeps: restored,
   * the record is still the bank's transaction that the next statement holds again. */
  bankId?: string
  bankAccount?: string
}

/** The fields compared as they are; the lines and tags are compared line by line and tag by
 * tag. */
export const FIELD_NAMES = [
  'amountCents',
  'type',
  'category',
  'date',
  'description',
  'account',
] as const

/** The category both halves of a transfer carry. */
export const TRANSFER_CATEGORY = 'Transfer'

/** Whether a record (stored or shown) is half of a transfer: money moved between two of the
 * person's accounts, which is neither income nor expense. */
export function isTransfer(value: { category?: unknown; transfer?: unknown }): boolean {
  return (
    value.category === TRANSFER_CATEGORY &&
    typeof value.transfer === 'string' &&
    value.transfer !== ''
  )
}

/** The identity of a stored record: its id (older versions stored numbers). */
export function recordIdentity(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null
  const id = (value as { id?: unknown }).id
  return typeof id === 'string' ? id : typeof id === 'number' ? String(id) : null
}

/**
 * The name a transaction has by what it is, the same on every device that has it: an imported
 * bank row's account and FITID (older rows, stored without their account, have none), or a
 * recurring rule's occurrence, its rule and date. Null for everything else, known by its id.
 */
export function naturalKey(value: unknown): string | null {
  const record = (value ?? {}) as Record<string, unknown>
  const bank = bankKeyOf(record)
  if (bank !== null) return `bank\u0000${bank}`
  const mark = occurrenceMark(record)
  return mark ? `occurrence\u0000${mark.rule}\u0000${mark.date}` : null
}

function occurrenceMark(record: Record<string, unknown>): { rule: string; date: string } | null {
  const mark = record.occurrence as { rule?: unknown; date?: unknown } | undefined
  return typeof mark?.rule === 'string' && typeof mark.date === 'string'
    ? { rule: mark.rule, date: mark.date }
    : null
}

/** Whether a catch-up added the record: an occurrence of a recurring rule (bank rows are the
 * person's own import). */
export function isOccurrence(value: unknown): boolean {
  const record = (value ?? {}) as Record<string, unknown>
  return bankKeyOf(record) === null && occurrenceMark(record) !== null
}

/** A transfer's halves are one movement of money: each names the other, and both hold its
 * amount, date and description. */
function transferPartner(value: unknown): Partner | null {
  const record = (value ?? {}) as Record<string, unknown>
  if (!isTransfer(record)) return null
  const shared = [parseStoredAmount(record.amount), record.date, record.description ?? '']
  return { identity: record.transfer as string, shared: JSON.stringify(shared) }
}

/** How transactions are named: by id, a creation time that moves on while taken. */
export const transactionIdentity: Identity = {
  of: recordIdentity,
  movable: true,
  natural: naturalKey,
  automatic: isOccurrence,
  partner: transferPartner,
  withPartner: (record, transfer) => ({ ...record, transfer }),
}

/** An amount as the amount field takes it: digits without leading zeros, up to two decimals. */
const AS_TYPED = /^(0|[1-9]\d*)(\.\d{1,2})?$/

/** An amount's text (typed, or stored: a number in older versions) to keep as it is: written
 * otherwise than with two decimals, and as the amount field would take it. */
export function amountAsTyped(amount: unknown): string | undefined {
  const text = typeof amount === 'number' ? String(amount) : (amount as string)
  // Two decimals (the common case, and what this app writes) need no second look.
  if (text.length > 3 && text.charCodeAt(text.length - 3) === 46) return undefined
  return AS_TYPED.test(text) ? text : undefined
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** Reads one stored record; null when it is not a usable transaction. */
export function fromRecord(value: unknown): Transaction | null {
  const id = recordIdentity(value)
  if (id === null || id === '') return null
  const record = value as Record<string, unknown>
  const amountCents = parseStoredAmount(record.amount)
  if (
    amountCents === null ||
    (record.type !== 'income' && record.type !== 'expense') ||
    typeof record.category !== 'string' ||
    typeof record.date !== 'string' ||
    !isValidIsoDate(record.date) ||
    (record.description != null && typeof record.description !== 'string')
  ) {
    return null
  }
  const transaction: Transaction = {
    id,
    amountCents,
    type: record.type,
    category: record.category,
    date: record.date,
    // Null says "no description" as leaving the field out does (SPEC.md: optional).
    description: (record.description as string | null | undefined) ?? '',
    createdAt: typeof record.createdAt === 'string' ? record.createdAt : '',
  }
  const amountText = amountAsTyped(record.amount)
  if (amountText !== undefined) transaction.amountText = amountText
  if (isText(record.account)) transaction.account = record.account
  if (isText(record.transfer)) transaction.transfer = record.transfer
  if (record.reconciled === true) transaction.reconciled = true
  if (isText(record.bankId)) transaction.bankId = record.bankId
  if (isText(record.bankAccount)) transaction.bankAccount = record.bankAccount
  // Most records are neither split nor tagged: they make nothing more.
  if (record.category === SPLIT_CATEGORY || record.tags !== undefined) {
    Object.assign(transaction, linesAndTags(record, amountCents))
  }
  return transaction
}

/** A stored record's split lines (when its category is "Split") and tags, when it has them:
 * a transaction's, or a recurring rule's, which its occurrences get. */
export function linesAndTags(
  record: Record<string, unknown>,
  amountCents: Cents,
): Pick<TransactionFields, 'splits' | 'tags'> {
  const splits = record.category === SPLIT_CATEGORY ? readSplits(record.splits, amountCents) : null
  const tags = Array.isArray(record.tags) ? normaliseTags(record.tags) : []
  return { ...(splits ? { splits } : {}), ...(tags.length > 0 ? { tags } : {}) }
}

/** The stored form of those fields, when there are any. */
export function linesAndTagsRecord({ splits, tags }: Pick<TransactionFields, 'splits' | 'tags'>) {
  return {
    ...(splits ? { splits: splitsToRecord(splits) } : {}),
    ...(tags ? { tags: [...tags] } : {}),
  }
}

/** Whether a stored record is not filed under someone else (older records name no one). */
export function isFiledUnder(value: unknown, ownerId: string): boolean {
  const userId = (value as { userId?: unknown } | null)?.userId
  return userId === undefined || userId === ownerId
}

/**
 * The stored fields for these values, in the SPEC.md record's field order, the lines after the
 * category and the tags after the description. A field present but undefined (an edit that took
 * a split's lines or the tags away) stays so: JSON leaves it out of what is stored.
 */
export function fieldsToRecord(fields: Partial<TransactionFields>): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  if (fields.amountCents !== undefined) {
    record.amount = fields.amountText ?? centsToDecimal(fields.amountCents)
  }
  for (const name of [
    'type',
    'category',
    'splits',
    'date',
    'description',
    'tags',
    'account',
  ] as const) {
    if (!(name in fields)) continue
    const value = fields[name]
    record[name] = name === 'splits' && value ? splitsToRecord(value as SplitLine[]) : value
  }
  return record
}

/** A new record in the SPEC.md shape; its id is the creation time (moved on when taken). */
export function newRecord(fields: TransactionFields, userId: string, now: Date): StoredRecord {
  const createdAt = now.toISOString()
  return {
    id: String(now.getTime()),
    ...fieldsToRecord(fields),
    userId,
    createdAt,
    updatedAt: createdAt,
  }
}

/** A transaction as the `transactions_<userId>` key holds it (the SPEC.md record, with a
 * split transaction's lines and any tags). */
export interface TransactionRecord {
  id: string
  amount: string
  type: TransactionType
  category: string
  splits?: { category: string; amount: string }[]
  date: IsoDate
  description: string
  tags?: string[]
  userId: string
  createdAt: string
  account?: string
  transfer?: string
  reconciled?: true
  bankId?: string
  bankAccount?: string
}

/** The stored record of a shown transaction, for backups and exports: with a split's lines,
 * the tags, and the account, the transfer, the reconciled mark and the bank's ids of those that
 * have them. */
export function toRecord(transaction: Transaction, userId: string): TransactionRecord {
  const { splits, tags } = linesAndTagsRecord(transaction)
  return {
    id: transaction.id,
    amount: centsToDecimal(transaction.amountCents),
    type: transaction.type,
    category: transaction.category,
    ...(splits ? { splits } : {}),
    date: transaction.date,
    description: transaction.description,
    ...(tags ? { tags } : {}),
    userId,
    createdAt: transaction.createdAt,
    ...(transaction.account !== undefined ? { account: transaction.account } : {}),
    ...(transaction.transfer !== undefined ? { transfer: transaction.transfer } : {}),
    ...(transaction.reconciled ? { reconciled: true as const } : {}),
    ...(transaction.bankId !== undefined ? { bankId: transaction.bankId } : {}),
    ...(transaction.bankAccount !== undefined ? { bankAccount: transaction.bankAccount } : {}),
  }
}

/** The fields a person changed, out of `next`, compared with `base`. */
export function changedFields(
  base: TransactionFields,
  next: TransactionFields,
): Partial<TransactionFields> {
  const changed: Partial<TransactionFields> = {}
  for (const name of FIELD_NAMES) {
    if (base[name] !== next[name]) Object.assign(changed, { [name]: next[name] })
  }
  if (!sameLines(base.splits, next.splits)) changed.splits = next.splits
  if (!sameTags(base.tags, next.tags)) changed.tags = next.tags
  // The text goes with a changed amount; a new text for the same amount ("12.50" for "12.5")
  // changes nothing.
  if (changed.amountCents !== undefined && next.amountText !== undefined) {
    changed.amountText = next.amountText
  }
  return changed
}

export function sameFields(a: TransactionFields, b: TransactionFields): boolean {
  return (
    FIELD_NAMES.every((name) => a[name] === b[name]) &&
    sameLines(a.splits, b.splits) &&
    sameTags(a.tags, b.tags)
  )
}

/** Newest first: by date, then by creation time, then by id, so the order is total. */
export function compareNewestFirst(a: Transaction, b: Transaction): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}
