// The shape issue 32 measures (npm run bench -- --categories 40 --splits 0.05 --tags 0.2): the
// person's own category lists, split transactions and tags, laid over the records data.mjs
// makes. It draws from a PRNG of its own, so without these flags the records are exactly those
// of every earlier run, and with them the same for a given day.

import { prng } from './random.mjs'

/** SPEC.md section 3's lists, as the app's categories_<id> key holds them. */
const SPEC = {
  expense: ['Food', 'Transport', 'Bills', 'Rent', 'Entertainment', 'Shopping', 'Healthcare'],
  income: ['Salary', 'Freelance', 'Investment', 'Business', 'Gift'],
}
const LAST = { expense: ['Education', 'Misc'], income: ['Misc'] }
// Beyond SPEC.md's 15: what a person adds, four of five for spending.
const OWN = {
  expense: [
    'Groceries',
    'Coffee',
    'Pets',
    'Gym',
    'Travel',
    'Insurance',
    'Taxes',
    'Childcare',
    'Subscriptions',
    'Phone',
    'Fuel',
    'Parking',
    'Clothing',
    'Home repairs',
    'Furniture',
    'Electronics',
    'Charity',
    'Books',
    'Hobbies',
    'Garden',
  ],
  income: ['Bonus', 'Refunds', 'Rental income', 'Interest', 'Side gigs'],
}
const TAGS = ['work', 'vacation', 'family', 'reimbursable', 'car', 'house', 'health', 'kids']

const pick = (random, list) => list[Math.floor(random() * list.length)]

/** The person's lists of `count` categories in all: SPEC.md's 15, then their own, spending
 * first; none (SPEC.md's, no key) for 15 or fewer. */
export function categoryLists(count) {
  const own = Math.max(0, count - 15)
  const expense = Math.ceil((own * 4) / 5)
  const lists = {
    expense: [...SPEC.expense, ...LAST.expense, ...OWN.expense.slice(0, expense)],
    income: [...SPEC.income, ...LAST.income, ...OWN.income.slice(0, own - expense)],
  }
  return own === 0 ? null : lists
}

function storedLists(lists) {
  const at = '2026-01-01T00:00:00.000Z'
  return Object.entries(lists).flatMap(([type, names]) =>
    names.map((name) => ({ name, type, updatedAt: at })),
  )
}

/** Two or three lines of the record's type adding up to its amount, in cents. */
function splitLines(random, record, names) {
  const cents = Math.round(Number(record.amount) * 100)
  const count = cents >= 3 && random() < 0.3 ? 3 : 2
  const lines = []
  let left = cents
  for (let i = 0; i < count - 1; i++) {
    const share = Math.max(1, Math.floor(left * (0.3 + random() * 0.4)))
    lines.push(share)
    left -= share
  }
  lines.push(left)
  return lines.map((part) => ({ category: pick(random, names), amount: (part / 100).toFixed(2) }))
}

/**
 * The records with the person's own categories (drawn from the lists, once there are more than
 * SPEC.md's), a share split into lines and a share tagged, and the lists as categories_<id>
 * holds them (null: SPEC.md's, no key).
 */
export function shapeRecords(records, { categories = 0, splits = 0, tags = 0 }) {
  const lists = categoryLists(categories)
  const random = prng(32)
  const shaped = records.map((record) => {
    const names = lists?.[record.type]
    let next = names ? { ...record, category: pick(random, names) } : record
    if (random() < splits && Math.round(Number(record.amount) * 100) >= 2) {
      const { description, userId, createdAt, ...rest } = next
      next = {
        ...rest,
        category: 'Split',
        splits: splitLines(random, record, names ?? [...SPEC[record.type], ...LAST[record.type]]),
        description,
        userId,
        createdAt,
      }
    }
    if (random() < tags) {
      const first = pick(random, TAGS)
      const second = pick(random, TAGS)
      next = { ...next, tags: first === second ? [first] : [first, second] }
    }
    return next
  })
  return { records: shaped, categories: lists && storedLists(lists) }
}
