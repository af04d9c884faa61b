import { centsToDecimal, parseStoredAmount, type Cents } from '../../lib/money'
import { isValidIsoDate, type IsoDate } from '../../lib/dates'

export type TransactionType = 'income' | 'expense'

export const INCOME_CATEGORIES = ['Salary', 'Freelance', 'Investment', 'Business', 'Gift', 'Misc']
export const EXPENSE_CATEGORIES = [
  'Food',
  'Transport',
  'Bills',
  'Rent',
  'Entertainment',
  'Shopping',
  'Healthcare',
  'Education',
  'Misc',
]

export function categoriesFor(type: TransactionType): readonly string[] {
  return type === 'income' ? INCOME_CATEGORIES : EXPENSE_CATEGORIES
}

/** A transaction as the app holds it: money in integer cents. */
export interface Transaction {
  id: string
  amountCents: Cents
  type: TransactionType
  category: string
  date: IsoDate
  description: string
  userId: string
  createdAt: string
}

/** A transaction as the `transactions_<userId>` key holds it (the SPEC.md record). */
export interface TransactionRecord {
  id: string
  amount: string
  type: TransactionType
  category: string
  date: IsoDate
  description: string
  userId: string
  createdAt: string
}

export function toRecord(transaction: Transaction): TransactionRecord {
  const { amountCents, ...rest } = transaction
  return {
    id: rest.id,
    amount: centsToDecimal(amountCents),
    type: rest.type,
    category: rest.category,
    date: rest.date,
    description: rest.description,
    userId: rest.userId,
    createdAt: rest.createdAt,
  }
}

/** Reads one stored record; null when it is not a usable transaction of `ownerId`. */
export function fromRecord(value: unknown, ownerId: string): Transaction | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const amountCents = parseStoredAmount(record.amount)
  const id = typeof record.id === 'number' ? String(record.id) : record.id
  if (
    typeof id !== 'string' ||
    id === '' ||
    amountCents === null ||
    (record.type !== 'income' && record.type !== 'expense') ||
    typeof record.category !== 'string' ||
    typeof record.date !== 'string' ||
    !isValidIsoDate(record.date) ||
    (record.description !== undefined && typeof record.description !== 'string') ||
    (record.userId !== undefined && record.userId !== ownerId)
  ) {
    return null
  }
  return {
    id,
    amountCents,
    type: record.type,
    category: record.category,
    date: record.date,
    description: (record.description as string | undefined) ?? '',
    userId: ownerId,
    createdAt: typeof record.createdAt === 'string' ? record.createdAt : '',
  }
}

export function sameTransaction(a: Transaction, b: Transaction): boolean {
  return (
    a.id === b.id &&
    a.amountCents === b.amountCents &&
    a.type === b.type &&
    a.category === b.category &&
    a.date === b.date &&
    a.description === b.description &&
    a.userId === b.userId &&
    a.createdAt === b.createdAt
  )
}

/** Newest first: by date, then by creation time, then by id, so the order is total and stable. */
export function compareNewestFirst(a: Transaction, b: Transaction): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}
