import { seedRecord, type SeedRecord } from './seed'

/** The calendar date `day` of the month `monthsAgo` before this one (local time), as
 * yyyy-mm-dd; null when that day is still ahead. */
function dayOf(monthsAgo: number, day: number): string | null {
  const today = new Date()
  const date = new Date(today.getFullYear(), today.getMonth() - monthsAgo, day)
  if (date > today) return null
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

type Entry = [day: number, description: string, category: string, amount: string]

/** A person's ordinary month: pay, rent, bills, food, a few small things. */
const MONTH: Entry[] = [
  [1, 'Monthly salary', 'Salary', '4200.00'],
  [2, 'Apartment rent', 'Rent', '1450.00'],
  [3, 'Monthly bus pass', 'Transport', '64.00'],
  [5, 'Weekly groceries', 'Food', '112.35'],
  [8, 'Electricity bill', 'Bills', '86.40'],
  [12, 'Internet', 'Bills', '49.99'],
  [13, "Farmers' market", 'Food', '38.60'],
  [17, 'Cinema tickets', 'Entertainment', '28.00'],
  [19, 'Pharmacy', 'Healthcare', '18.75'],
  [21, 'Weekly groceries', 'Food', '96.80'],
]
/** What only some months bring. */
const EXTRAS: [monthsAgo: number, ...entry: Entry][] = [
  [1, 14, 'Logo design for a client', 'Freelance', '650.00'],
  [2, 9, 'Winter jacket', 'Shopping', '139.99'],
  [3, 22, 'Website for a bakery', 'Freelance', '900.00'],
]
const INCOME = new Set(['Salary', 'Freelance'])

/** Four months of one person's records, up to today: what the screenshots and the layout
 * checks show. */
export function sampleLedger(): SeedRecord[] {
  const entries = [
    ...[0, 1, 2, 3].flatMap((monthsAgo) => MONTH.map((entry) => [monthsAgo, ...entry] as const)),
    ...EXTRAS,
  ]
  return entries.flatMap(([monthsAgo, day, description, category, amount], n) => {
    const date = dayOf(monthsAgo, day)
    if (date === null) return []
    const type = INCOME.has(category) ? 'income' : 'expense'
    return [seedRecord(n + 1, { date, description, category, amount, type })]
  })
}
