import type { Transaction } from '../transactions/model'

let nextId = 0

/** A transaction for the pure dashboard tests: $10.00 of Food on 2026-03-15 unless told. */
export function tx(fields: Partial<Transaction> = {}): Transaction {
  nextId += 1
  return {
    id: String(nextId),
    amountCents: 1000,
    type: 'expense',
    category: 'Food',
    date: '2026-03-15',
    description: '',
    userId: 'u1',
    createdAt: new Date(1_700_000_000_000 + nextId).toISOString(),
    ...fields,
  }
}
