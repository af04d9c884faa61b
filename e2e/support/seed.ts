import type { Page } from '@playwright/test'

export interface SeedUser {
  id: string
  name: string
  email: string
  password: string
}

export const ada: SeedUser = {
  id: '1700000000000',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
}

export interface SeedRecord {
  id: string
  amount: string | number
  type: 'income' | 'expense'
  category: string
  date: string
  description?: string
  userId: string
  createdAt: string
}

/** A record in the SPEC.md shape; ids and createdAt increase with `n` so order is stable. */
export function seedRecord(
  n: number,
  fields: Partial<SeedRecord> & { userId?: string } = {},
): SeedRecord {
  const created = 1_750_000_000_000 + n * 1000
  return {
    id: String(created),
    amount: '10.00',
    type: 'expense',
    category: 'Food',
    date: '2026-03-01',
    description: `Item ${n}`,
    userId: ada.id,
    createdAt: new Date(created).toISOString(),
    ...fields,
  }
}

/**
 * Writes users (legacy plain password: the app upgrades it at sign-in), transactions and,
 * when `signedIn`, the session, as an earlier version of the product would have left them.
 */
export async function seedStorage(
  page: Page,
  options: { users?: SeedUser[]; transactions?: Record<string, SeedRecord[]>; signedIn?: SeedUser },
): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/')
  await page.evaluate(
    ({ users, transactions, signedIn }) => {
      localStorage.clear()
      localStorage.setItem(
        'users',
        JSON.stringify(users.map((u) => ({ ...u, createdAt: '2023-11-14T22:13:20.000Z' }))),
      )
      for (const user of users) {
        localStorage.setItem(`transactions_${user.id}`, JSON.stringify(transactions[user.id] ?? []))
      }
      if (signedIn)
        localStorage.setItem(
          'currentUser',
          JSON.stringify({ id: signedIn.id, name: signedIn.name }),
        )
    },
    {
      users: options.users ?? [ada],
      transactions: options.transactions ?? {},
      signedIn: options.signedIn,
    },
  )
}

/** The calendar date `days` from today in the browser's local time, as yyyy-mm-dd. */
export function localIsoDate(days = 0): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
