import { monthOf } from '../../lib/dates'
import { formatMoney, type Cents } from '../../lib/money'
import { partsOf, type Transaction } from '../transactions'
import { checkAmount, type AmountCheck } from '../transactions'

export type Spending = Pick<Transaction, 'type' | 'category' | 'date' | 'amountCents' | 'splits'>

/** Each category's expenses dated in `month` ('yyyy-mm'), in cents, a split's by its lines.
 * Categories are compared exactly ("Food" and "food" are two categories); a Map, because
 * imported category texts may be any string, "__proto__" included. */
export function spentByCategory(
  transactions: readonly Spending[],
  month: string,
): ReadonlyMap<string, Cents> {
  const spent = new Map<string, Cents>()
  for (const transaction of transactions) {
    if (transaction.type !== 'expense' || monthOf(transaction.date) !== month) continue
    for (const { category, amountCents } of partsOf(transaction)) {
      spent.set(category, (spent.get(category) ?? 0) + amountCents)
    }
  }
  return spent
}

export interface BudgetProgress {
  /** Whole percent of the limit spent, rounded down and capped at 100: the bar's aria-valuenow. */
  percent: number
  leftCents: Cents
  overCents: Cents
  /** "$SPENT of $LIMIT" */
  spentText: string
  /** "$X.XX left" while within the limit (including exactly at it), else "Over by $X.XX". */
  remainderText: string
}

function isCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0
}

/** Rounded down so the bar reaches 100 only when nothing is left (99.6% with 40 cents left shows
 * 99). A limit of 0 (which the form refuses and a loader should drop) counts as reached. */
export function budgetProgress(limitCents: Cents, spentCents: Cents): BudgetProgress {
  if (!isCents(limitCents) || !isCents(spentCents)) {
    throw new RangeError(`Not amounts in cents: limit ${limitCents}, spent ${spentCents}`)
  }
  const reached = spentCents >= limitCents
  // Below the limit spent * 100 is a safe integer; taking the remainder off floors it exactly.
  const scaled = spentCents * 100
  const percent = reached ? 100 : (scaled - (scaled % limitCents)) / limitCents
  const leftCents = reached ? 0 : limitCents - spentCents
  const overCents = reached ? spentCents - limitCents : 0
  return {
    percent,
    leftCents,
    overCents,
    spentText: `${formatMoney(spentCents)} of ${formatMoney(limitCents)}`,
    remainderText:
      overCents > 0 ? `Over by ${formatMoney(overCents)}` : `${formatMoney(leftCents)} left`,
  }
}

/** What was typed as a monthly limit: the transaction form's amount rule and message, to the
 * letter (UI_CONTRACT "Budgets"). */
export function validateLimit(text: string): AmountCheck {
  return checkAmount(text)
}
