import { makeTestStore } from '../../test/renderWithProviders'
import { fixtureBytes, parseFixture } from '../../test/importFixtures'
import { storedJson } from '../../test/fixtures'
import { userSignedIn } from '../auth/authSlice'
import { selectAllTransactions } from '../transactions'
import { importRows } from '../import/importThunks'
import { parseImportFile } from '../import/parseImportFile'
import { previewFile } from '../import/previewFile'
import { toJsonBackup } from './jsonBackup'

const ada = { id: 'u1', name: 'Ada' }
const bea = { id: 'u2', name: 'Bea' }

beforeEach(() => localStorage.clear())

function signedIn(person: { id: string; name: string }) {
  localStorage.setItem(`transactions_${person.id}`, '[]')
  const store = makeTestStore()
  store.dispatch(userSignedIn(person))
  return store
}

/** A person's backup restored for another, as the Export and Import buttons do it. */
function restoredFrom(store: ReturnType<typeof makeTestStore>) {
  const text = toJsonBackup(selectAllTransactions(store.getState()), ada.id, new Date())
  const restored = signedIn(bea)
  const outcome = parseImportFile('backup.json', new TextEncoder().encode(text))
  if (!outcome.ok) throw new Error(outcome.message)
  restored.dispatch(importRows(outcome.file.rows, outcome.file))
  return restored
}

describe("a JSON backup of a bank statement's transactions", () => {
  it('keeps each bank id and bank account, so the restored records are the same records', () => {
    const store = signedIn(ada)
    const statement = parseFixture('checking.ofx')
    store.dispatch(importRows(statement.rows))
    const before = storedJson('transactions_u1') as Record<string, unknown>[]
    expect(before[0]).toHaveProperty('bankId')

    restoredFrom(store)

    const after = storedJson('transactions_u2') as Record<string, unknown>[]
    const banks = (records: Record<string, unknown>[]) =>
      Object.fromEntries(records.map(({ id, bankId, bankAccount }) => [id, [bankId, bankAccount]]))
    expect(banks(after)).toEqual(banks(before))
  })

  it('still knows a statement row whose description was changed since, once restored', () => {
    const store = signedIn(ada)
    store.dispatch(importRows(parseFixture('checking.ofx').rows))
    const stored = storedJson('transactions_u1') as Record<string, unknown>[]
    stored[0] = { ...stored[0], description: 'Cash for the market' }
    localStorage.setItem('transactions_u1', JSON.stringify(stored))
    // The store reads what storage holds when the person signs in again.
    const again = makeTestStore()
    again.dispatch(userSignedIn(ada))

    const restored = restoredFrom(again)

    const statement = parseImportFile('checking.ofx', fixtureBytes('checking.ofx'))
    if (!statement.ok) throw new Error(statement.message)
    const preview = restored.dispatch(previewFile(statement.file))
    expect(preview.fresh).toEqual([])
  })
})
