import type { StoredUser } from '../features/auth/userRecords'
import { hashPassword } from '../features/auth/password'
import type { RootState } from '../app/store'
import {
  compareNewestFirst,
  type Transaction,
  type TransactionRecord,
} from '../features/transactions/model'
import { listInOrder } from '../collections/itemList'
import { CURRENT_USER_KEY, USERS_KEY, collectionKey, transactionsKey } from '../storage/keys'
import { todayIso } from '../lib/dates'

/** A few iterations keep tests fast; verification reads the count from the stored hash. */
export const TEST_ITERATIONS = 1_000

export async function userWithPassword(
  fields: Partial<StoredUser> & { password: string },
): Promise<StoredUser> {
  const { password, ...rest } = fields
  return {
    id: '1700000000000',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    createdAt: '2023-11-14T22:13:20.000Z',
    ...rest,
    passwordHash: await hashPassword(password, TEST_ITERATIONS),
  }
}

export function seedUsers(users: unknown[]): void {
  localStorage.setItem(USERS_KEY, JSON.stringify(users))
}

export function seedSession(user: { id: string; name: string }): void {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ id: user.id, name: user.name }))
}

export function seedTransactions(userId: string, records: unknown[]): void {
  localStorage.setItem(transactionsKey(userId), JSON.stringify(records))
}

let nextId = 1_700_000_000_000
export function record(fields: Partial<TransactionRecord> & { userId: string }): TransactionRecord {
  nextId += 1
  return {
    id: String(nextId),
    amount: '10.00',
    type: 'expense',
    category: 'Food',
    date: '2026-03-01',
    description: '',
    createdAt: new Date(nextId).toISOString(),
    ...fields,
  }
}

/** A monthly rent rule in the `recurring_<userId>` shape of UI_CONTRACT.md, due today. */
export function ruleRecord(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '1700000000000',
    amount: '900.00',
    type: 'expense',
    category: 'Rent',
    description: 'Flat',
    every: 'month',
    start: todayIso(),
    next: todayIso(),
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...fields,
  }
}

export function seedRules(userId: string, rules: unknown[]): void {
  localStorage.setItem(collectionKey('recurring', userId), JSON.stringify(rules))
}

export function storedJson(key: string): unknown {
  const raw = localStorage.getItem(key)
  return raw === null ? null : JSON.parse(raw)
}

let created = 0
/** The one factory of shown transactions for tests: each made after every earlier one (later
 * createdAt, larger id), $10.00 of Food on 2026-03-15 unless told. */
export function transaction(fields: Partial<Transaction> = {}): Transaction {
  created += 1
  return {
    id: String(1_700_000_000_000 + created),
    amountCents: 1000,
    type: 'expense',
    category: 'Food',
    date: '2026-03-15',
    description: '',
    createdAt: new Date(1_700_000_000_000 + created * 1000).toISOString(),
    ...fields,
  }
}

/** A $10.00 split: $7.50 of Food and $2.50 of Bills, tagged work and trip unless told. */
export function splitTransaction(fields: Partial<Transaction> = {}): Transaction {
  return transaction({
    amountCents: 1000,
    category: 'Split',
    splits: [
      { category: 'Food', amountCents: 750 },
      { category: 'Bills', amountCents: 250 },
    ],
    tags: ['work', 'trip'],
    ...fields,
  })
}

/** A state holding these transactions (and SPEC.md's categories), for selector tests. */
export function stateWith(list: readonly Transaction[]): RootState {
  return {
    transactions: listInOrder([...list].sort(compareNewestFirst)),
    categories: listInOrder([]),
    rules: listInOrder([]),
  } as unknown as RootState
}

/** Makes localStorage writes fail as a browser does when storage is full (QuotaExceededError)
 * or blocked (SecurityError): every write, or those to keys starting with `prefix`. Restore the
 * returned spy afterwards. */
export function refuseStorageWrites(name: 'QuotaExceededError' | 'SecurityError', prefix = '') {
  const setItem = Storage.prototype.setItem
  return jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key.startsWith(prefix)) throw new DOMException('refused', name)
    setItem.call(this, key, value)
  })
}
