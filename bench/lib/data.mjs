// Deterministic, realistic transactions in the SPEC.md storage layout, generated in Node and
// written into the page's localStorage as ready-made JSON strings.

import { prng } from './random.mjs'
import { shapeRecords } from './shape.mjs'

export const USER = { id: '1700000000000', name: 'Bench User', email: 'bench@example.com' }
export const TRANSACTIONS_KEY = `transactions_${USER.id}`
export const ACCOUNTS_KEY = `accounts_${USER.id}`
export const CATEGORIES_KEY = `categories_${USER.id}`

const DAY_MS = 86_400_000
const YEARS = 3

// Amount ranges in dollars and what people write about them; '' is an empty description.
const INCOME = {
  Salary: [1800, 6500, ['Monthly salary', 'Payroll', 'Salary', 'Bonus', '']],
  Freelance: [80, 2400, ['Logo design', 'Website fix', 'Consulting', 'Translation job', '']],
  Investment: [5, 900, ['Dividends', 'ETF distribution', 'Interest', 'Crypto sale', '']],
  Business: [50, 3000, ['Shop sales', 'Market stall', 'Invoice 1042', 'Etsy payout', '']],
  Gift: [10, 500, ['Birthday gift', 'From grandma', 'Wedding present', '']],
  Misc: [1, 300, ['Refund', 'Sold old bike', 'Cashback', '']],
}
const EXPENSE = {
  Food: [2, 180, ['Groceries', 'Lunch', 'Pizza night', 'Coffee', 'Bakery', 'Sushi takeaway', '']],
  Transport: [1.5, 120, ['Bus ticket', 'Fuel', 'Taxi', 'Train to Leeds', 'Parking', '']],
  Bills: [15, 260, ['Electricity', 'Water bill', 'Internet', 'Phone plan', 'Gas', '']],
  Rent: [650, 2400, ['Rent', 'Monthly rent', '']],
  Entertainment: [4, 150, ['Cinema', 'Concert tickets', 'Streaming', 'Board game', 'Museum', '']],
  Shopping: [5, 600, ['Shoes', 'Amazon order', 'New jacket', 'Kitchen stuff', 'Books', '']],
  Healthcare: [8, 400, ['Pharmacy', 'Dentist', 'Physio', 'Glasses', '']],
  Education: [10, 900, ['Online course', 'Textbooks', 'Language class', 'Workshop', '']],
  Misc: [1, 200, ['Haircut', 'Postage', 'Donation', 'Key cutting', '']],
}
const INCOME_SHARE = 0.2

const pick = (random, list) => list[Math.floor(random() * list.length)]
const pad = (n) => String(n).padStart(2, '0')
const localIso = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/** Today in this machine's local time zone, which the browser it launches shares. */
export function todayIso(now = new Date()) {
  return localIso(now)
}

// Every category of both lists, in order, so each appears as soon as N allows.
const ALL_CATEGORIES = [
  ...Object.keys(INCOME).map((category) => ['income', category]),
  ...Object.keys(EXPENSE).map((category) => ['expense', category]),
]

function typeAndCategory(i, random) {
  if (i < ALL_CATEGORIES.length) return ALL_CATEGORIES[i]
  const type = random() < INCOME_SHARE ? 'income' : 'expense'
  return [type, pick(random, Object.keys(type === 'income' ? INCOME : EXPENSE))]
}

/**
 * `count` records over the three years ending today, about a fifth of them income, every
 * category of both lists, amounts with cents, ids that are unique millisecond timestamps.
 */
export function generateTransactions(count, now = new Date()) {
  const random = prng(20_260_301)
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const usedIds = new Set()
  const records = []
  for (let i = 0; i < count; i++) {
    const [type, category] = typeAndCategory(i, random)
    const [low, high, texts] = (type === 'income' ? INCOME : EXPENSE)[category]
    // The product of two uniforms skews amounts low, as real spending is.
    const cents = Math.round((low + random() * random() * (high - low)) * 100)
    const day = new Date(today)
    day.setDate(day.getDate() - Math.floor(random() * YEARS * 365))
    let created = day.getTime() + Math.floor(random() * DAY_MS)
    while (usedIds.has(created)) created += 1
    usedIds.add(created)
    records.push({
      id: String(created),
      amount: (cents / 100).toFixed(2),
      type,
      category,
      date: localIso(day),
      description: pick(random, texts),
      userId: USER.id,
      createdAt: new Date(created).toISOString(),
    })
  }
  return records
}

// The accounts of a person who keeps several, Main first (UI_CONTRACT "Accounts and transfers").
const ACCOUNTS = [
  ['main', 'Main', 'checking', '1200.00'],
  ['1690000000001', 'Savings', 'savings', '5000.00'],
  ['1690000000002', 'Visa', 'credit', '-250.00'],
  ['1690000000003', 'Cash', 'cash', '80.00'],
  ['1690000000004', 'Joint', 'checking', '0.00'],
  ['1690000000005', 'Holiday fund', 'savings', '300.00'],
]
/** One record in ten is half of a transfer: records 18 and 19 of every 20 become one. */
const TRANSFER_EVERY = 20

/** The stored accounts of a person with `count` of them. */
export function generateAccounts(count) {
  return ACCOUNTS.slice(0, count).map(([id, name, type, opening]) => ({
    id,
    name,
    type,
    opening,
    updatedAt: '2023-11-14T22:13:20.000Z',
  }))
}

/** A record as half of a transfer: neither split nor tagged, whatever shape.mjs made of it. */
function transferHalf(record, fields) {
  const { splits, tags, ...rest } = record
  void [splits, tags]
  return { ...rest, ...fields }
}

/**
 * The records spread over `accounts` (each record in one of them, drawn from a seeded PRNG) and
 * one in ten of them made half of a transfer: two neighbouring records become one movement of
 * money between two different accounts, an expense and an income naming each other, as the
 * app stores them. The first 15 records, which walk through every category, stay as they are.
 */
export function spreadOverAccounts(records, accounts) {
  if (accounts.length < 2) return records
  const random = prng(20_261_031)
  const spread = records.map((record) => ({
    ...record,
    account: pick(random, accounts).id,
  }))
  for (let i = TRANSFER_EVERY - 2; i + 1 < spread.length; i += TRANSFER_EVERY) {
    const out = spread[i]
    const from = out.account
    const to = pick(
      random,
      accounts.filter((account) => account.id !== from),
    ).id
    const shared = {
      amount: out.amount,
      category: 'Transfer',
      date: out.date,
      description: 'Transfer',
    }
    spread[i] = transferHalf(out, { ...shared, type: 'expense', transfer: spread[i + 1].id })
    spread[i + 1] = transferHalf(spread[i + 1], {
      ...shared,
      type: 'income',
      account: to,
      transfer: out.id,
    })
  }
  return spread
}

/** What a record's search text holds, lower-cased, the way SPEC.md section 5 searches: a
 * split's lines' categories rather than "Split", and the tags. */
function searchable(record) {
  const categories = record.splits ? record.splits.map((line) => line.category) : [record.category]
  const tags = record.tags ?? []
  return [record.description, ...categories, record.amount, ...tags].join('\n').toLowerCase()
}

/** A letter whose search leaves some but not all records, closest to a third of them. */
export function searchLetter(records) {
  if (records.length === 0) return 'z'
  let best = null
  for (const letter of 'zqxkvwjybgph') {
    const hits = records.filter((r) => searchable(r).includes(letter)).length
    if (hits === records.length) continue
    const score = Math.abs(hits / records.length - 1 / 3)
    if (best === null || score < best.score) best = { letter, hits, score }
  }
  return best?.letter ?? 'z'
}

/** localStorage contents for one signed-in user holding `records` (and `extra` keys). */
export function storageFor(records, extra = {}) {
  return {
    users: JSON.stringify([
      { ...USER, password: 'bench-secret', createdAt: '2023-11-14T22:13:20.000Z' },
    ]),
    currentUser: JSON.stringify({ id: USER.id, name: USER.name }),
    [TRANSACTIONS_KEY]: JSON.stringify(records),
    ...extra,
  }
}

/** A visitor who has an account but is not signed in: no `currentUser`, or /login would
 * redirect to the dashboard. */
export function signedOutStorage() {
  const { currentUser, ...storage } = storageFor([])
  void currentUser
  return storage
}

const later = (a, b) => (a < b ? 1 : a > b ? -1 : 0)

/** The records for N with the facts that say which interactions can change what shows: `shape`
 * lays the person's own categories, splits and tags over them (shape.mjs), then spreads them
 * over `shape.accounts` accounts (1: SPEC.md's records, no accounts key). */
export function dataSet(n, { accounts: accountCount = 1, ...shape } = {}) {
  const shaped = shapeRecords(generateTransactions(n), shape)
  const accounts = accountCount > 1 ? generateAccounts(accountCount) : []
  const records = spreadOverAccounts(shaped.records, accounts)
  const letter = searchLetter(records)
  // The app's default order (date, then creation time, then id, newest first).
  const newestFirst = [...records].sort(
    (a, b) => later(a.date, b.date) || later(a.createdAt, b.createdAt) || later(a.id, b.id),
  )
  const largest = [...newestFirst].sort((a, b) => Number(b.amount) - Number(a.amount))[0]
  const incomes = records.filter((r) => r.type === 'income').length
  return {
    records,
    letter,
    /** How many rows /accounts shows: Main alone for a person who keeps no accounts. */
    accounts: Math.max(1, accounts.length),
    storage: storageFor(records, {
      ...(accounts.length > 1 ? { [ACCOUNTS_KEY]: JSON.stringify(accounts) } : {}),
      ...(shaped.categories ? { [CATEGORIES_KEY]: JSON.stringify(shaped.categories) } : {}),
    }),
    searchChanges: n > 0,
    sortChanges: n > 1 && largest.id !== newestFirst[0].id,
    filterChanges: n > 0 && incomes !== n,
  }
}
