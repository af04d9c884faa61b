import type { StoredRecord } from '../../storage/recordOps'
import type { StoredRecord as Stored } from '../../storage/recordOps'
import { writeCollection } from '../../storage/collectionStore'
import { storedJson } from '../../test/fixtures'
import { transactionsBinding } from '../transactions/transactionsStorage'
import { reconcile, reconciling, type RemoteVersion } from './reconcile'

const identity = {
  of: (value: unknown) => {
    const id = (value as { id?: unknown } | null)?.id
    return typeof id === 'string' ? id : null
  },
}
const T1 = '2026-03-01T10:00:00.000Z'
const T2 = '2026-03-01T11:00:00.000Z'
const T3 = '2026-03-01T12:00:00.000Z'

function rec(id: string, updatedAt: string, note = 'x'): StoredRecord {
  return { id, note, userId: 'me', updatedAt }
}
function remoteOf(record: StoredRecord, rev = '1-a'): RemoteVersion {
  const { userId: _u, ...shared } = record as Record<string, unknown>
  void _u
  return { rev, deleted: false, updatedAt: String(record.updatedAt), record: shared }
}
const gone = (updatedAt: string, rev = '2-b'): RemoteVersion => ({
  rev,
  deleted: true,
  updatedAt,
  record: null,
})

function run(
  local: StoredRecord[],
  remote: [string, RemoteVersion][] = [],
  deletions: { key: string; at: string; restored?: boolean }[] = [],
  base?: [string, string][],
) {
  return reconcile({
    base: base && new Map(base),
    local,
    identity,
    remote: new Map(remote),
    deletions,
    fileUnder: (record: Stored) => ({ ...record, userId: 'me' }),
    isReadable: (record: Stored) => typeof record.note === 'string',
  })
}

describe('reconcile', () => {
  it('sends a record the replica lacks, without whose it is', () => {
    const result = run([rec('a', T1)])
    expect(result.pushes).toEqual([
      { key: 'a', record: { id: 'a', note: 'x', updatedAt: T1 }, updatedAt: T1 },
    ])
    expect(result.storageOps).toEqual([])
  })

  it('files what arrives under the signed-in local account', () => {
    const theirs = remoteOf(rec('b', T1))
    expect(run([], [['b', theirs]]).storageOps).toEqual([
      { type: 'add', record: { id: 'b', note: 'x', updatedAt: T1, userId: 'me' } },
    ])
  })

  it('does nothing when both hold the same version', () => {
    const mine = rec('a', T1)
    expect(run([mine], [['a', remoteOf(mine)]])).toEqual({
      storageOps: [],
      pushes: [],
      settled: [],
      agreed: ['a'],
    })
  })

  it('lets the later edit win, either way', () => {
    const older = rec('a', T1, 'older')
    const newer = rec('a', T2, 'newer')
    expect(run([newer], [['a', remoteOf(older, '1-a')]]).pushes).toEqual([
      { key: 'a', record: { id: 'a', note: 'newer', updatedAt: T2 }, updatedAt: T2, rev: '1-a' },
    ])
    expect(run([older], [['a', remoteOf(newer)]]).storageOps).toEqual([
      { type: 'replace', identity: 'a', record: newer },
    ])
  })

  it('lets a later deletion elsewhere remove the record here, and a later edit here survive it', () => {
    expect(run([rec('a', T1)], [['a', gone(T2)]]).storageOps).toEqual([
      { type: 'remove', identity: 'a' },
    ])
    expect(run([rec('a', T3)], [['a', gone(T2, '2-b')]]).pushes).toEqual([
      { key: 'a', record: { id: 'a', note: 'x', updatedAt: T3 }, updatedAt: T3, rev: '2-b' },
    ])
  })

  it('sends a deletion made here unless the record was edited elsewhere afterwards', () => {
    const edited = remoteOf(rec('a', T1), '3-c')
    expect(run([], [['a', edited]], [{ key: 'a', at: T2 }])).toEqual({
      storageOps: [],
      pushes: [{ key: 'a', record: null, updatedAt: T2, rev: '3-c' }],
      settled: ['a'],
      agreed: [],
    })
    const editedLater = remoteOf(rec('a', T3), '3-c')
    expect(run([], [['a', editedLater]], [{ key: 'a', at: T2 }])).toEqual({
      storageOps: [{ type: 'add', record: rec('a', T3) }],
      pushes: [],
      settled: ['a'],
      agreed: ['a'],
    })
  })

  describe('a change made here on top of the version storage agreed with', () => {
    // The other device's clock is an hour ahead: its version is stamped T3, this one's changes T1.
    const theirs = remoteOf(rec('a', T3, 'theirs'), '2-b')

    it('wins over it, and is sent as later than it', () => {
      const result = run([rec('a', T1, 'mine')], [['a', theirs]], [], [['a', '2-b']])
      expect(result.storageOps).toEqual([])
      expect(result.pushes).toEqual([
        {
          key: 'a',
          record: { id: 'a', note: 'mine', updatedAt: T1 },
          updatedAt: '2026-03-01T12:00:00.001Z',
          rev: '2-b',
        },
      ])
    })

    it('deletes it, and the deletion is sent as later than it', () => {
      const result = run([], [['a', theirs]], [{ key: 'a', at: T1 }], [['a', '2-b']])
      expect(result.storageOps).toEqual([])
      expect(result.pushes).toEqual([
        { key: 'a', record: null, updatedAt: '2026-03-01T12:00:00.001Z', rev: '2-b' },
      ])
    })

    it('still yields to a version that reached the replica since', () => {
      const result = run([rec('a', T1, 'mine')], [['a', theirs]], [], [['a', '1-a']])
      expect(result.pushes).toEqual([])
      expect(result.storageOps).toEqual([
        { type: 'replace', identity: 'a', record: rec('a', T3, 'theirs') },
      ])
      expect(result.agreed).toEqual(['a'])
    })
  })

  it('forgets a deletion of a record the replica never had, or already deleted', () => {
    expect(run([], [], [{ key: 'a', at: T2 }]).settled).toEqual(['a'])
    expect(run([], [['a', gone(T1)]], [{ key: 'a', at: T2 }])).toEqual({
      storageOps: [],
      pushes: [],
      settled: ['a'],
      agreed: ['a'],
    })
  })

  it('treats a record from before updatedAt existed as changed when it was created', () => {
    const legacy = { id: 'a', note: 'legacy', userId: 'me', createdAt: T1 }
    const remote = remoteOf(rec('a', T2, 'edited elsewhere'))
    expect(run([legacy], [['a', remote]]).storageOps).toEqual([
      {
        type: 'replace',
        identity: 'a',
        record: rec('a', T2, 'edited elsewhere'),
      },
    ])
  })
})

describe('reconcile, at the same moment', () => {
  it('lets an edit beat a deletion made at the same time, on either side', () => {
    expect(run([rec('a', T2)], [['a', gone(T2, '2-b')]]).pushes).toEqual([
      { key: 'a', record: { id: 'a', note: 'x', updatedAt: T2 }, updatedAt: T2, rev: '2-b' },
    ])
    const edited = remoteOf(rec('a', T2), '3-c')
    expect(run([], [['a', edited]], [{ key: 'a', at: T2 }]).storageOps).toEqual([
      { type: 'add', record: rec('a', T2) },
    ])
  })

  it('orders two edits of the same moment by content, so both devices pick the same', () => {
    const low = rec('a', T1, 'a-low')
    const high = rec('a', T1, 'b-high')
    expect(run([high], [['a', remoteOf(low)]]).pushes).toHaveLength(1)
    expect(run([low], [['a', remoteOf(high)]]).storageOps).toEqual([
      { type: 'replace', identity: 'a', record: high },
    ])
  })

  it('sends a record an Undo put back even though its own time is older than its deletion', () => {
    const restored = rec('a', T1)
    const result = run([restored], [['a', gone(T2, '2-b')]], [{ key: 'a', at: T3, restored: true }])
    expect(result.pushes).toEqual([
      { key: 'a', record: { id: 'a', note: 'x', updatedAt: T1 }, updatedAt: T3, rev: '2-b' },
    ])
    expect(result.storageOps).toEqual([])
    expect(result.settled).toEqual(['a'])
  })
})

describe('reconcile, with a version from the replica this app cannot read', () => {
  const collection = transactionsBinding.storage('me')
  const good = {
    id: 'r1',
    amount: '5',
    type: 'expense',
    category: 'Food',
    date: '2026-03-01',
    description: '',
    createdAt: T1,
    updatedAt: T1,
    userId: 'me',
  }
  const bad = remoteOf({ ...good, amount: 'abc', updatedAt: T2 }, '2-b')

  /** Reconciles the person's stored transactions with the replica, as sync writes them. */
  function reconcileStorage(remote: [string, RemoteVersion][]) {
    let pushes: unknown[] = []
    writeCollection(collection, (records) => {
      const result = reconcile({
        local: records,
        identity: collection.identity,
        remote: new Map(remote),
        deletions: [],
        fileUnder: (record) => collection.fileUnder?.(record, 'me') ?? record,
        isReadable: collection.isReadable,
      })
      pushes = result.pushes
      return result.storageOps
    })
    return pushes
  }

  /** Opens the person's transactions as a start does, and says whether anything was set aside. */
  function setAsideAtStart(): boolean {
    transactionsBinding.part.open('me')
    return localStorage.getItem(`${collection.key}.backup`) !== null
  }

  it('keeps the readable record it would have replaced, though the other is later', () => {
    localStorage.setItem(collection.key, JSON.stringify([good]))
    expect(reconcileStorage([['r1', bad]])).toEqual([])
    expect(storedJson(collection.key)).toEqual([good])
    expect(setAsideAtStart()).toBe(false)
  })

  it('never adds it to storage', () => {
    localStorage.setItem(collection.key, '[]')
    reconcileStorage([['r1', bad]])
    expect(storedJson(collection.key)).toEqual([])
    expect(setAsideAtStart()).toBe(false)
  })

  it('lets a later edit here go over it', () => {
    const later = { ...good, updatedAt: T3 }
    localStorage.setItem(collection.key, JSON.stringify([later]))
    expect(reconcileStorage([['r1', bad]])).toEqual([
      expect.objectContaining({ key: 'r1', updatedAt: T3, rev: '2-b' }),
    ])
  })
})

describe('reconciling, in steps', () => {
  /** 4,000 records: a quarter here alone, a quarter in the replica alone, half in both. */
  function ledger() {
    const local: StoredRecord[] = []
    const remote: [string, RemoteVersion][] = []
    for (let i = 0; i < 4_000; i += 1) {
      const record = rec(`r${i}`, T1, `note ${i}`)
      if (i % 4 !== 1) local.push(record)
      if (i % 4 !== 0) remote.push([`r${i}`, remoteOf(record)])
    }
    return { local, remote: new Map(remote) }
  }

  it('pauses every few hundred records, in every pass, and comes to what reconcile does', () => {
    const { local, remote } = ledger()
    /** Records looked at since the last pause (named, or filed here): a step's work. */
    let looked = 0
    const counting = {
      of: (value: unknown) => {
        looked += 1
        return identity.of(value)
      },
    }
    const input = {
      local,
      identity: counting,
      remote,
      deletions: [],
      fileUnder: (record: Stored) => {
        looked += 1
        return { ...record, userId: 'me' }
      },
      isReadable: () => true,
    }
    const steps = reconciling(input)
    const work: number[] = []
    for (let step = steps.next(); ; step = steps.next()) {
      work.push(looked)
      looked = 0
      if (step.done) {
        expect(step.value).toEqual(reconcile(input))
        break
      }
    }
    // Passes over the 3,000 records here, the 3,000 replica versions twice (live, then
    // deletions), then over the 4,000 records to decide, place and write each: a pause every 500.
    expect(work.length - 1).toBe((3 * 3_000 + 3 * 4_000) / 500)
    // A record is looked at twice at most in a pass: no step looks at more than 500 of them.
    expect(Math.max(...work)).toBeLessThanOrEqual(2 * 500)
  })
})
