import { applyOps, type StoredRecord } from '../../storage/recordOps'
import { transactionsBinding } from '../transactions/transactionsStorage'
import { keepPairsTogether } from './keepPairs'
import { reconcile, shared, type LocalDeletion, type RemoteVersion } from './reconcile'

// A record's identity across devices: matched by its natural name when it has one, two records
// of one id told apart by when they were made, and an occurrence as a catch-up made it giving
// way to any deletion. Storage is checked as it holds the records once the ops are applied,
// after keepPairsTogether, as the storage bridge writes them.

const collection = transactionsBinding.storage('me')
const T1 = '2026-03-01T10:00:00.000Z'
const T2 = '2026-03-01T11:00:00.000Z'
const T3 = '2026-03-01T12:00:00.000Z'
const BANK = 'bank\u0000["110000000:42","F1"]'
const RENT = 'occurrence\u00001700000000000\u00002026-04-05'

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

const bankRow = (id: string, fields: Record<string, unknown> = {}) =>
  transaction(id, { bankId: 'F1', bankAccount: '110000000:42', ...fields })

const occurrence = (id: string, fields: Record<string, unknown> = {}) =>
  transaction(id, { occurrence: { rule: '1700000000000', date: '2026-04-05' }, ...fields })

function version(record: StoredRecord, rev = '1-a', updatedAt = String(record.updatedAt)) {
  return { rev, deleted: false, updatedAt, record: shared(record) }
}

function deletion(updatedAt: string, rev = '2-d', marks: Partial<RemoteVersion> = {}) {
  return { rev, deleted: true, updatedAt, record: null, ...marks }
}

function run(
  local: StoredRecord[],
  remote: [string, RemoteVersion][] = [],
  options: {
    deletions?: LocalDeletion[]
    strays?: [string, RemoteVersion[]][]
    base?: [string, string][]
  } = {},
) {
  const reconciled = reconcile({
    local,
    identity: collection.identity,
    remote: new Map(remote),
    strays: new Map(options.strays ?? []),
    deletions: options.deletions ?? [],
    fileUnder: (record) => collection.fileUnder?.(record, 'me') ?? record,
    isReadable: collection.isReadable,
    base: new Map(options.base ?? []),
  })
  const result = keepPairsTogether(reconciled, local, collection.identity)
  const applied = applyOps(local, result.storageOps, collection.identity)
  if (!applied.ok) throw new Error(`the ops do not apply: ${JSON.stringify(applied)}`)
  return { ...result, stored: applied.records }
}

describe('a bank row imported on two devices', () => {
  const here = bankRow('100', { createdAt: T1, updatedAt: T1 })
  const there = bankRow('200', { createdAt: T2, updatedAt: T2, description: 'LUNCH 42' })

  it('is one record, matched by account and FITID: the later import stands, under its id', () => {
    const result = run([here], [[BANK, version(there)]])
    expect(result.stored).toEqual([{ ...shared(there), userId: 'me' }])
    expect(result.pushes).toEqual([])
    expect(result.agreed).toEqual([BANK])
  })

  it('is sent under its natural name when the import here is the later one', () => {
    const result = run([there], [[BANK, version(here)]])
    expect(result.stored).toEqual([there])
    expect(result.pushes).toEqual([{ key: BANK, record: shared(there), updatedAt: T2, rev: '1-a' }])
  })

  it('keeps its id here while another record holds the id the other device gave it', () => {
    const other = transaction('200', { description: 'Not the bank row' })
    const result = run([here, other], [[BANK, version(there)]])
    expect(result.stored).toEqual([{ ...shared(there), userId: 'me', id: '100' }, other])
    expect(result.pushes.filter((push) => push.key === BANK)).toEqual([])
  })

  it('moves a document an earlier version wrote under the id to its natural name', () => {
    const result = run([here], [], { strays: [['100', [version(here, '3-x')]]] })
    expect(result.stored).toEqual([here])
    expect(result.pushes).toEqual([
      { key: BANK, record: shared(here), updatedAt: T1 },
      {
        key: '100',
        record: null,
        updatedAt: T1,
        rev: '3-x',
        born: T1,
        movedTo: BANK,
        stray: true,
      },
    ])
  })

  it('ends as one record and one document when an earlier version had doubled it', () => {
    const result = run([here, there], [], {
      strays: [
        ['100', [version(here, '1-x')]],
        ['200', [version(there, '1-y')]],
      ],
    })
    expect(result.stored).toEqual([there])
    expect(result.pushes.filter((push) => push.record)).toEqual([
      { key: BANK, record: shared(there), updatedAt: T2 },
    ])
    expect(result.pushes.filter((push) => !push.record).map((push) => push.key)).toEqual([
      '100',
      '200',
    ])
    expect(result.pushes.every((push) => push.record || push.movedTo === BANK)).toBe(true)
  })

  it('takes a deletion written by an earlier version under the id', () => {
    const result = run([here], [['100', deletion(T2)]])
    expect(result.stored).toEqual([])
    expect(result.pushes).toEqual([])
  })
})

describe('an occurrence added on two devices apart', () => {
  it('is one record with the content changed last', () => {
    const edited = occurrence('100', { amount: '950.00', updatedAt: T3 })
    const added = occurrence('200', { createdAt: T2, updatedAt: T2 })
    expect(run([added], [[RENT, version(edited)]]).stored).toEqual([
      { ...shared(edited), userId: 'me' },
    ])
    expect(run([edited], [[RENT, version(added)]]).pushes).toEqual([
      { key: RENT, record: shared(edited), updatedAt: T3, rev: '1-a' },
    ])
  })

  it('keeps an edit over a copy a catch-up made later elsewhere', () => {
    const edited = occurrence('100', { amount: '950.00', updatedAt: T2 })
    const added = occurrence('200', { createdAt: T3, updatedAt: T3 })
    expect(run([edited], [[RENT, version(added)]]).pushes).toEqual([
      { key: RENT, record: shared(edited), updatedAt: T2, rev: '1-a' },
    ])
    expect(run([added], [[RENT, version(edited)]]).stored).toEqual([
      { ...shared(edited), userId: 'me' },
    ])
  })
})

describe('an occurrence deleted on any device', () => {
  const added = occurrence('300', { createdAt: T3, updatedAt: T3 })

  it('stays deleted when a catch-up here added it again later than the deletion', () => {
    const result = run([added], [[RENT, deletion(T2)]], { base: [[RENT, '2-d']] })
    expect(result.stored).toEqual([])
    expect(result.pushes).toEqual([])
  })

  it('is deleted everywhere though the copy there was made later than the deletion here', () => {
    const result = run([], [[RENT, version(added, '1-a')]], {
      deletions: [{ key: RENT, at: T2, born: T1 }],
    })
    expect(result.stored).toEqual([])
    expect(result.pushes).toEqual([
      { key: RENT, record: null, updatedAt: T2, rev: '1-a', born: T3 },
    ])
  })

  it('stays deleted when a catch-up here made it again before the deletion was sent', () => {
    const result = run([added], [[RENT, version(occurrence('100'), '1-a')]], {
      deletions: [{ key: RENT, at: T2, born: T1 }],
    })
    expect(result.stored).toEqual([])
    expect(result.pushes).toEqual([expect.objectContaining({ key: RENT, record: null })])
  })

  it('comes back when an Undo here put it back', () => {
    const restored = occurrence('100')
    const result = run([restored], [[RENT, deletion(T2)]], {
      deletions: [{ key: RENT, at: T3, restored: true, born: T1 }],
    })
    expect(result.stored).toEqual([restored])
    expect(result.pushes).toEqual([
      { key: RENT, record: shared(restored), updatedAt: T3, rev: '2-d' },
    ])
  })

  it('does not stay deleted once someone edited it after the deletion', () => {
    const edited = occurrence('100', { amount: '1.00', updatedAt: T3 })
    expect(run([edited], [[RENT, deletion(T2)]]).stored).toEqual([edited])
  })
})

describe('two different records under one id', () => {
  const first = transaction('1000', { description: 'Imported', createdAt: T1, updatedAt: T1 })
  const second = transaction('1000', { description: 'Typed', createdAt: T2, updatedAt: T2 })
  const moved = { ...second, id: '1001', movedFrom: '1000' }

  it('both stay: the later made moves to the next free id, and is sent as a record of its own', () => {
    const result = run([first], [['1000', version(second)]])
    expect(result.stored).toEqual([first, { ...shared(moved), userId: 'me' }])
    expect(result.pushes).toEqual([
      { key: '1000', record: shared(first), updatedAt: T1, rev: '1-a' },
      { key: '1001', record: shared(moved), updatedAt: T2 },
    ])
  })

  it('both stay when the later made is the one here', () => {
    const result = run([second], [['1000', version(first)]])
    expect(result.stored).toEqual([moved, { ...shared(first), userId: 'me' }])
    expect(result.pushes).toEqual([{ key: '1001', record: shared(moved), updatedAt: T2 }])
  })

  it('moves past ids taken here or known to the replica', () => {
    const taken = transaction('1001', { createdAt: T3, updatedAt: T3 })
    const result = run(
      [first, taken],
      [
        ['1000', version(second)],
        ['1002', deletion(T1)],
      ],
    )
    expect(result.stored.map((record) => record.id)).toEqual(['1000', '1001', '1003'])
  })

  it('tells apart two made in the same millisecond while neither is edited', () => {
    const a = transaction('1000', { description: 'Apples' })
    const b = transaction('1000', { description: 'Bread' })
    const here = run([b], [['1000', version(a)]]).stored
    const there = run([a], [['1000', version(b)]]).stored
    expect(here.map((record) => [record.id, record.description])).toEqual([
      ['1001', 'Bread'],
      ['1000', 'Apples'],
    ])
    expect(there.map((record) => [record.id, record.description])).toEqual([
      ['1000', 'Apples'],
      ['1001', 'Bread'],
    ])
  })

  it('keeps one record when the versions are one edited', () => {
    const edited = { ...first, description: 'Edited', updatedAt: T3 }
    expect(run([first], [['1000', version(edited)]]).stored).toEqual([
      { ...shared(edited), userId: 'me' },
    ])
  })

  it('re-homes the losing leaf of a conflict, then takes it off its document', () => {
    const result = run([], [['1000', version(first)]], {
      strays: [['1000', [version(second, '1-b')]]],
    })
    expect(result.stored).toEqual([
      { ...shared(first), userId: 'me' },
      { ...shared(moved), userId: 'me' },
    ])
    expect(result.pushes).toEqual([
      { key: '1001', record: shared(moved), updatedAt: T2 },
      {
        key: '1000',
        record: null,
        updatedAt: T2,
        rev: '1-b',
        born: T2,
        movedTo: '1001',
        stray: true,
      },
    ])
  })

  it('joins a copy another device moved already instead of moving it again', () => {
    const movedThere = { ...moved, id: '1005' }
    const result = run(
      [second],
      [
        ['1000', version(first)],
        ['1005', version(movedThere, '1-m')],
      ],
    )
    expect(result.stored).toEqual([movedThere, { ...shared(first), userId: 'me' }])
    expect(result.pushes).toEqual([])
  })

  it('ends under the smaller id when two devices moved it to different ones', () => {
    const atLarger = { ...moved, id: '1007' }
    const atSmaller = { ...moved, id: '1003' }
    const result = run(
      [atLarger],
      [
        ['1003', version(atSmaller, '1-s')],
        ['1007', version(atLarger, '1-l')],
      ],
    )
    expect(result.stored).toEqual([atSmaller])
    expect(result.pushes).toEqual([
      { key: '1007', record: null, updatedAt: T2, rev: '1-l', born: T2, movedTo: '1003' },
    ])
  })

  it('follows a copy moved to the smaller id before that copy arrives', () => {
    const atLarger = { ...moved, id: '1007' }
    const result = run([atLarger], [['1007', deletion(T2, '2-m', { born: T2, movedTo: '1003' })]])
    expect(result.stored).toEqual([{ ...atLarger, id: '1003' }])
    expect(result.pushes).toEqual([
      { key: '1003', record: shared({ ...atLarger, id: '1003' }), updatedAt: T2 },
    ])
  })

  it('does not take a deletion of the other record for its own', () => {
    const result = run([second], [['1000', deletion(T3, '2-d', { born: T1 })]])
    expect(result.stored).toEqual([second])
    expect(result.pushes).toEqual([
      { key: '1000', record: shared(second), updatedAt: T2, rev: '2-d' },
    ])
  })
})

describe('a transfer half moved to a free id because another record had its id', () => {
  // Made earlier on another device, the other record keeps 1000; the expense half moves, and
  // its partner must name it there, on every device.
  const other = transaction('1000', { description: 'Typed there' })
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
  const out = half('1000', '1001', 'expense')
  const into = half('1001', '1000', 'income')
  const pairs = (records: readonly StoredRecord[]) =>
    records.map((record) => `${String(record.id)} → ${String(record.transfer ?? '-')}`).sort()
  const together = ['1000 → -', '1001 → 1002', '1002 → 1001']

  it('moves here with its partner naming it there, and both are sent', () => {
    const result = run([out, into], [['1000', version(other)]])
    expect(pairs(result.stored)).toEqual(together)
    expect(result.stored).toContainEqual({ ...out, id: '1002', movedFrom: '1000' })
    const sent = new Map(result.pushes.map((push) => [push.key, push.record]))
    expect(sent.get('1002')).toMatchObject({ transfer: '1001', movedFrom: '1000' })
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
    expect(pairs(result.stored)).toEqual(together)
    const sent = new Map(result.pushes.map((push) => [push.key, push.record]))
    expect(sent.get('1002')).toMatchObject({ transfer: '1001', movedFrom: '1000' })
    expect(sent.get('1001')).toMatchObject({ transfer: '1002' })
  })

  it('joins the pair as the device that moved it sent it, on a third device that had it before', () => {
    const result = run(
      [out, into],
      [
        ['1000', version(other, '2-o')],
        ['1001', version({ ...into, transfer: '1002' }, '2-i')],
        ['1002', version({ ...out, id: '1002', movedFrom: '1000' })],
      ],
    )
    expect(pairs(result.stored)).toEqual(together)
    expect(result.pushes).toEqual([])
  })
})

describe('a deletion made while sync was off', () => {
  it('is sent though the replica has not heard of the record yet', () => {
    const result = run([], [], { deletions: [{ key: '1000', at: T2, born: T1 }] })
    expect(result.pushes).toEqual([{ key: '1000', record: null, updatedAt: T2, born: T1 }])
    expect(result.settled).toEqual(['1000'])
  })

  it('of a bank row settles the document of its natural name', () => {
    const row = bankRow('100')
    const result = run([], [[BANK, version(row)]], {
      deletions: [{ key: BANK, at: T2, born: T1 }],
    })
    expect(result.pushes).toEqual([
      { key: BANK, record: null, updatedAt: T2, rev: '1-a', born: T1 },
    ])
  })
})
