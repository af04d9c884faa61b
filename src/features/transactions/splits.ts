import { centsToDecimal, formatMoney, parseStoredAmount, type Cents } from '../../lib/money'
import { SPLIT_CATEGORY } from '../categories'

/** One line of a split transaction: a category and its part of the amount. */
export interface SplitLine {
  category: string
  amountCents: Cents
}

/** The category a split transaction is stored with; its lines say where the money went. */
export { SPLIT_CATEGORY }

/** The lines as `splits: [{category, amount}]` holds them, read; null unless there are two or
 * more, each with a category and an amount, adding up to the transaction's amount, so a damaged
 * record reads as the plain transaction it is stored as. */
export function readSplits(value: unknown, amountCents: Cents): readonly SplitLine[] | null {
  if (!Array.isArray(value) || value.length < 2) return null
  let total = 0
  const lines: SplitLine[] = []
  for (const line of value as { category?: unknown; amount?: unknown }[]) {
    const lineCents = parseStoredAmount(line?.amount)
    if (typeof line?.category !== 'string' || line.category === '' || lineCents === null) {
      return null
    }
    total += lineCents
    lines.push({ category: line.category, amountCents: lineCents })
  }
  return total === amountCents ? lines : null
}

/** The lines as storage keeps them: amounts as decimal strings. */
export function splitsToRecord(lines: readonly SplitLine[]) {
  return lines.map(({ category, amountCents }) => ({
    category,
    amount: centsToDecimal(amountCents),
  }))
}

export function sameLines(
  a: readonly SplitLine[] | undefined,
  b: readonly SplitLine[] | undefined,
): boolean {
  if (a === b) return true
  if (!a || !b || a.length !== b.length) return false
  return a.every(
    (line, i) => line.category === b[i].category && line.amountCents === b[i].amountCents,
  )
}

/** What a transaction counts under: each line's category, else its own. */
interface Categorised {
  category: string
  amountCents: Cents
  splits?: readonly SplitLine[]
}

/** The categories a transaction counts in, each once, in line order: its lines', else its own
 * ("Split" is never one of them). */
export function categoriesOf({ category, splits }: Categorised): readonly string[] {
  if (!splits) return [category]
  const names: string[] = []
  for (const line of splits) if (!names.includes(line.category)) names.push(line.category)
  return names
}

export function countsIn(transaction: Categorised, category: string): boolean {
  const { splits } = transaction
  return splits
    ? splits.some((line) => line.category === category)
    : transaction.category === category
}

/** The part of a transaction's amount in `category`: its lines' in it, or all of it. */
export function amountIn(transaction: Categorised, category: string): Cents {
  const { splits } = transaction
  if (!splits) return transaction.category === category ? transaction.amountCents : 0
  let cents = 0
  for (const line of splits) if (line.category === category) cents += line.amountCents
  return cents
}

/** Each category's part of the transaction, line by line (one line when it is not split). */
export function partsOf(transaction: Categorised): readonly SplitLine[] {
  return transaction.splits ?? [transaction]
}

/** What saving a split needs that its lines alone do not show (UI_CONTRACT.md). */
export const splitSumMessage = (amountCents: Cents) =>
  `Split amounts must add up to ${formatMoney(amountCents)}`

/** Whether the lines' amounts, in integer cents, add up to the transaction's. */
export function checkSplitSum(amountCents: Cents, lineCents: readonly Cents[]): string | null {
  const total = lineCents.reduce((sum, cents) => sum + cents, 0)
  return lineCents.length >= 2 && total === amountCents ? null : splitSumMessage(amountCents)
}
