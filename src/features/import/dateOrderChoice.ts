import { settledDateOrder, type DateOrder } from './fileDates'

/** The two ways a date such as 05/03/2026 reads, which the dialog offers. */
export const TWO_WAY_ORDERS: readonly DateOrder[] = ['mdy', 'dmy']

function isTwoWay(value: unknown): value is DateOrder {
  return TWO_WAY_ORDERS.includes(value as DateOrder)
}

/**
 * The order to read a file's dates in: the one they settle (see settledDateOrder); when they
 * read two ways, the one the person chose for this file, else the one remembered for its header
 * (a remembered choice's `dateOrder`), else null: no row is read until the person chooses.
 * `asked` says the dates read two ways, so the dialog offers the choice.
 */
export function dateOrderFor(
  dates: readonly string[],
  chosen: DateOrder | undefined,
  remembered: unknown,
): { order: DateOrder | null; asked: boolean } {
  const settled = settledDateOrder(dates)
  if (settled) return { order: settled, asked: false }
  const kept = typeof remembered === 'object' && remembered !== null ? remembered : {}
  const order = [chosen, (kept as { dateOrder?: unknown }).dateOrder].find(isTwoWay) ?? null
  return { order, asked: true }
}
