import { selectAllTransactions } from '../transactions/transactionsSlice'
import { toRecord } from '../transactions/model'
import { makeReadyStore } from '../../test/renderWithProviders'
import {
  record,
  refuseStorageWrites,
  seedSession,
  seedTransactions,
  storedJson,
} from '../../test/fixtures'
import { toCsv } from '../export/csv'
import { toJsonBackup } from '../export/jsonBackup'
import { splitNewRows } from './duplicates'
import { importRows } from './importThunks'
import type { ParsedFile } from './model'
import { parseImportFile } from './parseImportFile'

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

function parsed(name: string, text: string): ParsedFile {
  const outcome = parseImportFile(name, new TextEncoder().encode(text))
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.file
}

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

    const { store } = await freshUserStore()
    const file = parsed('transactions.csv', csv)
    expect(file.format).toBe('app-csv')
    expect(file.refused).toEqual([])
    expect(store.dispatch(importRows(file.rows))).toEqual({ ok: true, added: 3, skipped: 0 })
    expect(store.dispatch(importRows(file.rows))).toEqual({ ok: true, added: 0, skipped: 3 })

    const imported = selectAllTransactions(store.getState())
    expect(imported.map(content).sort()).toEqual(exported.map(content).sort())
    expect(
      (storedJson('transactions_u2') as { userId: string }[]).every((r) => r.userId === 'u2'),
    ).toBe(true)
    expect(splitNewRows(imported, file.rows)).toEqual({ fresh: [], duplicates: 3 })
  })

  it('restores a JSON backup exactly, ids and creation times included', async () => {
    seedTransactions(ada.id, adaRecords)
    const exported = await exportedBy(ada)
    const backup = parsed(
      'backup.json',
      toJsonBackup(exported, ada.id, new Date('2026-11-22T10:00:00Z')),
    )

    const { store } = await freshUserStore()
    store.dispatch(importRows(backup.rows))

    const restored = storedJson('transactions_u2') as object[]
    expect(restored).toEqual(
      expect.arrayContaining(exported.map((t) => expect.objectContaining(toRecord(t, grace.id)))),
    )
    expect(restored).toHaveLength(3)
  })

  it('restores records that shared an id (older data) under the ids they were given, once', async () => {
    const id = '1700000000000'
    seedTransactions(ada.id, [
      record({ userId: ada.id, id, description: 'Tea', amount: '3.50' }),
      record({ userId: ada.id, id, description: 'Cake', amount: '4.20' }),
    ])
    const exported = await exportedBy(ada)
    const backup = parsed('backup.json', toJsonBackup(exported, ada.id, new Date()))

    const { store } = await freshUserStore()
    expect(store.dispatch(importRows(backup.rows))).toEqual({ ok: true, added: 2, skipped: 0 })
    expect(store.dispatch(importRows(backup.rows))).toEqual({ ok: true, added: 0, skipped: 2 })
    const restored = selectAllTransactions(store.getState())
    expect(restored.map((t) => `${t.id} ${t.description}`).sort()).toEqual([
      `${id} Tea`,
      `${Number(id) + 1} Cake`,
    ])
  })

  it('imports nothing when storage refuses the write', async () => {
    const { store } = await freshUserStore()
    const setItem = refuseStorageWrites('QuotaExceededError')
    const rows = parsed('backup.json', JSON.stringify(adaRecords)).rows
    const outcome = store.dispatch(importRows(rows))
    setItem.mockRestore()

    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('storage is full') })
    expect(selectAllTransactions(store.getState())).toEqual([])
    expect(storedJson('transactions_u2')).toEqual([])
  })
})
