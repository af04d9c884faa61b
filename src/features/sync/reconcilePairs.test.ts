import { applyOps, type StoredRecord } from '../../storage/recordOps'
import { transactionsBinding } from '../transactions/transactionsStorage'
import { keepPairsTogether } from './keepPairs'
import { reconcile, shared, type RemoteVersion } from './reconcile'

// A transfer's half that two devices' ids put under one id with another record: sync moves the
// later made to a free id (placement.ts), and its partner must name it there, on every device.
// Reconciled as the storage bridge does: reconcile, then keepPairsTogether.

const collection = transactionsBinding.storage('me')
const T1 = '2026-03-01T10:00:00.000Z'
const T2 = '2026-03-01T11:00:00.000Z'

function transaction(id: string, fields: Record<string, unknown> = {}): StoredRecord {
  return {
    id,
    amount: '5.00',
    type: 'expense',
    category: 'Food',
    date: '2026-03-01',
    description: 'Lunch',
    userId: 'me',
    createdAt: T1,
    updatedAt: T1,
    ...fields,
  }
}

const half = (id: string, partner: string, type: string) =>
  transaction(id, {
    type,
    category: 'Transfer',
    description: 'Rainy day',
    amount: '100.00',
    transfer: partner,
    createdAt: T2,
    updatedAt: T2,
  })

// Made earlier on the other device, so it keeps the id 1000; the transfer's expense half moves.
const other = transaction('1000', { description: 'Typed there' })
const out = half('1000', '1001', 'expense')
const into = half('1001', '1000', 'income')

const version = (record: StoredRecord, rev = '1-a'): RemoteVersion => ({
  rev,
  deleted: false,
  updatedAt: String(record.updatedAt),
  record: shared(record),
})

function run(local: StoredRecord[], remote: [string, RemoteVersion][]) {
  const reconciled = reconcile({
    local,
    identity: collection.identity,
    remote: new Map(remote),
    deletions: [],
    fileUnder: (record) => collection.fileUnder?.(record, 'me') ?? record,
    isReadable: collection.isReadable,
  })
  const result = keepPairsTogether(reconciled, local, collection.identity)
  const applied = applyOps(local, result.storageOps, collection.identity)
  if (!applied.ok) throw new Error(`the ops do not apply: ${JSON.stringify(applied)}`)
  return { ...result, stored: applied.records }
}

/** Each stored transfer half as `id → partner`, and the other record's id. */
const pairs = (records: readonly StoredRecord[]) =>
  records.map((record) => `${String(record.id)} → ${String(record.transfer ?? '-')}`).sort()

describe('a transfer half moved to a free id because another record had its id', () => {
  it('moves here with its partner naming it there, and both are sent', () => {
    const result = run([out, into], [['1000', version(other)]])
    expect(pairs(result.stored)).toEqual(['1000 → -', '1001 → 1002', '1002 → 1001'])
    expect(result.stored).toContainEqual({ ...out, id: '1002', movedFrom: '1000' })
    const sent = new Map(result.pushes.map((push) => [push.key, push.record]))
    expect(sent.get('1002')).toMatchObject({ transfer: '1001' })
    expect(sent.get('1001')).toMatchObject({ transfer: '1002' })
  })

  it('arrives on the device that holds the other record as a pair that names each other', () => {
    const result = run(
      [other],
      [
        ['1000', version(out)],
        ['1001', version(into)],
      ],
    )
    expect(pairs(result.stored)).toEqual(['1000 → -', '1001 → 1002', '1002 → 1001'])
    const sent = new Map(result.pushes.map((push) => [push.key, push.record]))
    expect(sent.get('1002')).toMatchObject({ transfer: '1001', movedFrom: '1000' })
    expect(sent.get('1001')).toMatchObject({ transfer: '1002' })
  })

  it('joins the pair as the device that moved it sent it, on a third device that had it before', () => {
    const movedOut = { ...out, id: '1002', movedFrom: '1000' }
    const result = run(
      [out, into],
      [
        ['1000', version(other, '2-o')],
        ['1001', version({ ...into, transfer: '1002' }, '2-i')],
        ['1002', version(movedOut)],
      ],
    )
    expect(pairs(result.stored)).toEqual(['1000 → -', '1001 → 1002', '1002 → 1001'])
    expect(result.pushes).toEqual([])
  })
})
