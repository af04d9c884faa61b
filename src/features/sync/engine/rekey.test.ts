import { makeKeyCheck, openKeyCheck, readKeyCheck, type Keyring } from '../crypto/keyCheck'
import { toDoc } from '../docs'
import { sealedCodec, type DocCodec } from './docCodec'
import { openServerDatabase, workerCodec } from './pouch'
import type { BulkResult, PouchDoc } from './pouchApi'
import { changeKeys } from './rekey'

jest.mock('./pouch', () => ({ openServerDatabase: jest.fn(), workerCodec: jest.fn() }))

const OLD = 'the old passphrase'
const NEW = 'the new passphrase'
const BASE = 'https://couch.example.com'

/**
 * A CouchDB database as far as a passphrase change uses it: each document's leaf revisions
 * with their history (a conflict has several leaves; CouchDB shows a live one first, then the
 * highest revision), the changes feed by sequence, and a connection that can drop after some
 * bulk writes.
 */
class Server {
  readonly leaves = new Map<string, PouchDoc[]>()
  readonly seqOf = new Map<string, number>()
  seq = 0
  /** Bulk writes that succeed before the connection drops; null: it never drops. */
  bulkBudget: number | null = null
  /** Runs once, after the next read of the changes feed (another device writing meanwhile). */
  afterChanges: (() => Promise<void>) | null = null

  private touch(id: string) {
    this.seq += 1
    this.seqOf.set(id, this.seq)
  }

  winner(id: string): PouchDoc | undefined {
    const rank = (doc: PouchDoc) => [doc._deleted ? 0 : 1, parseInt(String(doc._rev), 10)]
    return [...(this.leaves.get(id) ?? [])].sort((a, b) => {
      const [x, y] = [rank(a), rank(b)]
      return y[0] - x[0] || y[1] - x[1] || String(b._rev).localeCompare(String(a._rev))
    })[0]
  }

  /** A new revision on top of the leaf `doc._rev` names (none: a new document). */
  write(doc: PouchDoc): BulkResult {
    const leaves = this.leaves.get(doc._id) ?? []
    const parent = leaves.find((leaf) => leaf._rev === doc._rev)
    if (doc._rev !== undefined ? !parent : leaves.some((leaf) => !leaf._deleted)) {
      return { id: doc._id, error: 'conflict', status: 409 }
    }
    const start = parent ? parseInt(String(parent._rev), 10) + 1 : 1
    const hash = String(this.seq + 1)
    const history = (parent?._revisions as { ids: string[] } | undefined)?.ids ?? []
    const rev = `${start}-${hash}`
    const leaf = { ...doc, _rev: rev, _revisions: { start, ids: [hash, ...history] } }
    this.leaves.set(doc._id, [...leaves.filter((one) => one !== parent), leaf])
    this.touch(doc._id)
    return { ok: true, id: doc._id, rev }
  }

  /** A revision as replication stores it, under the revision it names: on top of a leaf its
   * history names, else beside the others. */
  store(doc: PouchDoc) {
    const leaves = this.leaves.get(doc._id) ?? []
    if (leaves.some((leaf) => leaf._rev === doc._rev)) return
    const { start, ids } = (doc._revisions as { start: number; ids: string[] } | undefined) ?? {
      start: 0,
      ids: [],
    }
    const ancestors = new Set(ids.slice(1).map((hash, i) => `${start - 1 - i}-${hash}`))
    const kept = leaves.filter((leaf) => !ancestors.has(String(leaf._rev)))
    this.leaves.set(doc._id, [...kept, structuredClone(doc)])
    this.touch(doc._id)
  }

  private spend() {
    if (this.bulkBudget === null) return
    if (this.bulkBudget === 0) throw new TypeError('Failed to fetch')
    this.bulkBudget -= 1
  }

  asDatabase() {
    return {
      get: async (id: string, options?: { open_revs: 'all'; revs?: true }) => {
        if (options) {
          const leaves = this.leaves.get(id) ?? []
          return leaves.map((leaf) => ({ ok: options.revs ? structuredClone(leaf) : bare(leaf) }))
        }
        const doc = this.winner(id)
        if (!doc || doc._deleted) throw Object.assign(new Error('missing'), { status: 404 })
        return bare(doc)
      },
      put: async (doc: PouchDoc) => {
        const result = this.write(doc)
        if ('error' in result) throw Object.assign(new Error('conflict'), { status: 409 })
        return result
      },
      changes: async ({ since }: { since: number | string }) => {
        const results = [...this.seqOf]
          .filter(([, seq]) => seq > Number(since))
          .sort((a, b) => a[1] - b[1])
          .map(([id, seq]) => ({
            id,
            seq,
            changes: (this.leaves.get(id) ?? []).map((leaf) => ({ rev: String(leaf._rev) })),
            doc: bare(this.winner(id) as PouchDoc),
          }))
        const last_seq = this.seq
        const after = this.afterChanges
        this.afterChanges = null
        await after?.()
        return { results, last_seq }
      },
      bulkDocs: async (docs: PouchDoc[], options?: { new_edits: false }) => {
        this.spend()
        if (!options) return docs.map((doc) => this.write(doc))
        for (const doc of docs) this.store(doc)
        return []
      },
      close: async () => undefined,
    }
  }
}

/** A revision as CouchDB gives it unless asked for its history. */
function bare(doc: PouchDoc): PouchDoc {
  const { _revisions, ...rest } = structuredClone(doc)
  void _revisions
  return rest
}

let server: Server
let old: Keyring

const record = (id: string, amount = '5.00') => ({
  id,
  amount,
  type: 'expense',
  category: 'Food',
  date: '2026-03-01',
  description: 'rent',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
})

async function seed(codec: DocCodec, ids: string[]) {
  for (const id of ids) {
    server.write(
      await codec.seal({ ...toDoc('transactions', record(id), 'dev', record(id).updatedAt) }),
    )
  }
}

/** What the server's live documents hold, opened with the keys `passphrase` gives for its key
 * check as it stands (null: it does not open that key check); unopened ones as 'refused'. */
async function openedWith(passphrase: string) {
  const check = readKeyCheck(server.winner('encryption'))
  const keyring = check && (await openKeyCheck(check, passphrase))
  if (!keyring) return null
  const codec = sealedCodec(keyring)
  const live = [...server.leaves.keys()]
    .filter((id) => id !== 'encryption')
    .flatMap((id) => (server.leaves.get(id) ?? []).filter((leaf) => !leaf._deleted))
  const opened = await Promise.all(live.map((doc) => codec.open(doc)))
  return opened
    .map((result) =>
      result.kind === 'doc' ? (result.doc.record as { id: string }).id : result.kind,
    )
    .sort()
}

beforeAll(async () => {
  ;({ keyring: old } = await makeKeyCheck(OLD))
})

beforeEach(() => {
  server = new Server()
  server.write({ ...old.doc })
  jest.mocked(openServerDatabase).mockImplementation(() => server.asDatabase() as never)
  jest.mocked(workerCodec).mockImplementation(sealedCodec)
})

/** A record's document id under `keyring`'s keys. */
async function sealedIdOf(keyring: Keyring, id: string): Promise<string> {
  const doc = await sealedCodec(keyring).seal({
    ...toDoc('transactions', record(id), 'dev', record(id).updatedAt),
  })
  return doc._id
}

/** The keys the new passphrase gives for the server's key check as it stands. */
async function newKeyring(): Promise<Keyring> {
  const check = readKeyCheck(server.winner('encryption'))
  const keyring = check && (await openKeyCheck(check, NEW))
  if (!keyring) throw new Error('the new passphrase does not open the key check')
  return keyring
}

const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => `r${String(i).padStart(3, '0')}`)

describe('a passphrase change', () => {
  it('seals every record again under the new passphrase, and the old one opens nothing', async () => {
    await seed(sealedCodec(old), ['r1', 'r2'])
    expect((await changeKeys(BASE, 'ada', OLD, NEW)).kind).toBe('changed')
    expect(await openedWith(NEW)).toEqual(['r1', 'r2'])
    expect(await openedWith(OLD)).toBeNull()
    // Done: the key check no longer names the keys it replaced.
    expect(server.winner('encryption')).not.toHaveProperty('previous')
  })

  it('cut off midway, is finished by changing again from the old passphrase to the new', async () => {
    // 600 records: two batches; the connection drops after the first.
    await seed(sealedCodec(old), ids(600))
    server.bulkBudget = 2
    const cut = await changeKeys(BASE, 'ada', OLD, NEW)
    expect(cut.kind).toBe('interrupted')
    // The server has the new key check, naming the keys it replaces; what has not moved yet
    // does not open with the new passphrase.
    expect(server.winner('encryption')).toHaveProperty('previous')
    expect((await openedWith(NEW))?.filter((id) => id === 'refused')).toHaveLength(100)

    // Other passphrases cannot take it up.
    server.bulkBudget = null
    expect((await changeKeys(BASE, 'ada', NEW, 'a third passphrase')).kind).toBe('unfinished')
    const again = await changeKeys(BASE, 'ada', OLD, NEW)
    expect(again.kind).toBe('changed')
    // The same keys as the change that was cut off made: the device that kept them syncs on.
    expect(again.kind === 'changed' && cut.kind === 'interrupted' && again.keyring.check).toBe(
      cut.kind === 'interrupted' && cut.keyring.check,
    )
    expect(await openedWith(NEW)).toEqual(ids(600))
    expect(server.winner('encryption')).not.toHaveProperty('previous')
  }, 30_000)

  it('moves a record another device sends while it runs', async () => {
    await seed(sealedCodec(old), ['r1', 'r2'])
    // A device still on the old keys sends a record just after the change read the feed.
    server.afterChanges = () => seed(sealedCodec(old), ['r3'])
    expect((await changeKeys(BASE, 'ada', OLD, NEW)).kind).toBe('changed')
    expect(await openedWith(NEW)).toEqual(['r1', 'r2', 'r3'])
  })

  it("keeps a conflict's every side, for the devices to settle as before", async () => {
    await seed(sealedCodec(old), ['r1'])
    const [id] = [...server.leaves.keys()].filter((key) => key !== 'encryption')
    // Another device's edit of r1, made apart, arrived as a second leaf.
    const theirs = await sealedCodec(old).seal({
      ...toDoc('transactions', record('r1', '7.00'), 'dev2', record('r1').updatedAt),
      _rev: '1-b',
    })
    server.store(theirs)
    expect(server.leaves.get(id)).toHaveLength(2)

    expect((await changeKeys(BASE, 'ada', OLD, NEW)).kind).toBe('changed')
    const keyring = await newKeyring()
    const moved = [...server.leaves.entries()].filter(
      ([key, leaves]) => key !== 'encryption' && leaves.some((leaf) => !leaf._deleted),
    )
    expect(moved).toHaveLength(1)
    const sides = await Promise.all(moved[0][1].map((leaf) => sealedCodec(keyring).open(leaf)))
    expect(
      sides.map((side) => side.kind === 'doc' && (side.doc.record as { amount: string }).amount),
    ).toEqual(expect.arrayContaining(['5.00', '7.00']))
    // The old document is left only with bare deletions.
    expect(server.leaves.get(id)?.every((leaf) => leaf._deleted && !('box' in leaf))).toBe(true)
  })

  it('is taken up after being cut off between writing a batch and deleting its old revisions', async () => {
    await seed(sealedCodec(old), ids(600))
    server.bulkBudget = 3
    expect((await changeKeys(BASE, 'ada', OLD, NEW)).kind).toBe('interrupted')
    server.bulkBudget = null
    expect((await changeKeys(BASE, 'ada', OLD, NEW)).kind).toBe('changed')
    expect(await openedWith(NEW)).toEqual(ids(600))
  }, 30_000)

  it("moves an old-keys device's edit made while it runs on top of the revision it edited", async () => {
    await seed(sealedCodec(old), ['r1'])
    const id = await sealedIdOf(old, 'r1')
    // A device still on the old keys edits r1 just after the change read the feed, its clock
    // behind: as a conflict beside the revision it edited, that edit would lose to it.
    server.afterChanges = async () => {
      const [leaf] = server.leaves.get(id) ?? []
      const edit = await sealedCodec(old).seal({
        ...toDoc('transactions', record('r1', '9.00'), 'dev2', '2026-02-01T00:00:00.000Z'),
        _rev: leaf._rev,
      })
      expect(server.write(edit)).toHaveProperty('ok', true)
    }
    // The first round's deletion of the edited revision is refused (no longer a leaf): the
    // change goes on, and moves the edit in the next.
    expect((await changeKeys(BASE, 'ada', OLD, NEW)).kind).toBe('changed')
    const keyring = await newKeyring()
    const live = server.leaves.get(await sealedIdOf(keyring, 'r1'))?.filter((one) => !one._deleted)
    expect(live).toHaveLength(1)
    const opened = await sealedCodec(keyring).open(live?.[0] as PouchDoc)
    expect(opened.kind === 'doc' && opened.doc.record).toMatchObject({ amount: '9.00' })
  })

  it('refuses a wrong current passphrase, and writes nothing', async () => {
    await seed(sealedCodec(old), ['r1'])
    const before = server.seq
    expect((await changeKeys(BASE, 'ada', 'not the passphrase', NEW)).kind).toBe('wrongPassphrase')
    expect(server.seq).toBe(before)
  })
})
