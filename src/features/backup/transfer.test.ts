import { selectAllTransactions } from '../transactions/transactionsSlice'
import { importTransactions } from '../transactions/transactionThunks'
import { toRecord } from '../transactions/model'
import { makeReadyStore } from '../../test/renderWithProviders'
import { record, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import { candidatesFromCsv, candidatesFromRecords } from './candidates'
import { parseCsv, toCsv } from './csv'
import { planImport } from './importPlan'
import { parseJsonBackup, toJsonBackup } from './jsonBackup'

const ada = { id: 'u1', name: 'Ada' }
const grace = { id: 'u2', name: 'Grace' }
const adaRecords = [
  record({ userId: ada.id, description: 'Rent, March', category: 'Rent', amount: '1200.00' }),
  record({
    userId: ada.id,
    description: '=cmd|"/c calc"!A1',
    type: 'income',
    category: 'Gift',
    amount: '0.10',
  }),
  record({ userId: ada.id, description: 'Café\nnotes', date: '2024-02-29', amount: '7.05' }),
]

async function exportedBy(user: typeof ada) {
  seedSession(user)
  const { store } = await makeReadyStore()
  return selectAllTransactions(store.getState())
}

async function freshUserStore() {
  localStorage.clear()
  seedSession(grace)
  seedTransactions(grace.id, [])
  return makeReadyStore()
}

const content = (r: {
  date: string
  type: string
  category: string
  description: string
  amountCents: number
}) => [r.date, r.type, r.category, r.description, r.amountCents].join('|')

describe('export then import into a fresh user', () => {
  it('gives identical records through CSV, and a second import adds nothing', async () => {
    seedTransactions(ada.id, adaRecords)
    const exported = await exportedBy(ada)
    const csv = toCsv(exported)

    const { store, persistor } = await freshUserStore()
    const parsed = parseCsv(csv)
    if (!parsed.ok) throw new Error(parsed.message)
    const plan = planImport(candidatesFromCsv(parsed.rows), [])
    expect(plan.errors).toEqual([])
    await expect(store.dispatch(importTransactions(plan.items))).resolves.toEqual({ ok: true })
    await persistor.flush()

    const imported = selectAllTransactions(store.getState())
    expect(imported.map(content).sort()).toEqual(exported.map(content).sort())
    expect(
      (storedJson('transactions_u2') as { userId: string }[]).every((r) => r.userId === 'u2'),
    ).toBe(true)
    expect(planImport(candidatesFromCsv(parsed.rows), imported)).toMatchObject({
      items: [],
      skipped: 3,
    })
  })

  it('restores a JSON backup exactly, ids and creation times included', async () => {
    seedTransactions(ada.id, adaRecords)
    const exported = await exportedBy(ada)
    const backup = parseJsonBackup(toJsonBackup(exported, new Date('2026-11-22T10:00:00Z')))
    if (!backup.ok) throw new Error(backup.message)

    const { store, persistor } = await freshUserStore()
    const plan = planImport(candidatesFromRecords(backup.records), [])
    await store.dispatch(importTransactions(plan.items))
    await persistor.flush()

    const restored = storedJson('transactions_u2') as object[]
    expect(restored).toEqual(
      expect.arrayContaining(exported.map((t) => toRecord({ ...t, userId: grace.id }))),
    )
    expect(restored).toHaveLength(3)
  })

  it('imports nothing when storage refuses the write', async () => {
    const { store, persistor } = await freshUserStore()
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const plan = planImport(candidatesFromRecords(adaRecords), [])
    const outcome = await store.dispatch(importTransactions(plan.items))
    await persistor.flush()
    setItem.mockRestore()

    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('storage is full') })
    expect(selectAllTransactions(store.getState())).toEqual([])
    expect(storedJson('transactions_u2')).toEqual([])
  })
})

describe('parseJsonBackup', () => {
  it('refuses what is not a backup', () => {
    expect(parseJsonBackup('nope')).toEqual({ ok: false, message: 'The file is not valid JSON.' })
    expect(parseJsonBackup('{"a":1}')).toEqual({
      ok: false,
      message: 'The file is not a Finance Tracker backup.',
    })
  })

  it('accepts a bare array of stored records', () => {
    expect(parseJsonBackup('[{"id":"1"}]')).toEqual({ ok: true, records: [{ id: '1' }] })
  })
})
