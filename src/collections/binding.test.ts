import { listBackups } from '../storage/backups'
import { bindCollection } from './binding'
import type { ItemList } from './itemList'
import type { RecordListSpec } from './recordList'
import type { Opened } from './persist'

interface Thing {
  id: string
  n: number
}

/** Made-up records: a string id, a number n, and optionally the owner they are filed under. */
function spec(): RecordListSpec<Thing> & { reads: () => number } {
  let reads = 0
  return {
    identity: {
      of: (value) => {
        const id = (value as { id?: unknown } | null)?.id
        return typeof id === 'string' ? id : null
      },
      movable: true,
    },
    fromRecord: (value) => {
      reads += 1
      const { id, n } = value as { id?: unknown; n?: unknown }
      return typeof id === 'string' && typeof n === 'number' ? { id, n } : null
    },
    identityOfItem: (thing) => thing.id,
    compare: (a, b) => a.n - b.n || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    same: (a, b) => a.id === b.id && a.n === b.n,
    reads: () => reads,
  }
}

function bind(key: (ownerId: string) => string = (ownerId) => `things_${ownerId}`) {
  const thingSpec = spec()
  const binding = bindCollection({
    name: 'transactions',
    key,
    spec: thingSpec,
    belongsTo: (value, ownerId) => {
      const owner = (value as { owner?: unknown }).owner
      return owner === undefined || owner === ownerId
    },
  })
  /** What one opening brings. */
  const load = (ownerId = 'u1') => binding.part.open(ownerId)
  return { ...binding, load, reads: thingSpec.reads }
}

/** The things an opening's list shows, in order. */
function shown(opened: Opened<ItemList<Thing>>): Thing[] {
  return [...opened.state]
}

const store = (key: string, records: unknown[]) =>
  localStorage.setItem(key, JSON.stringify(records))

describe('reading a collection ahead of opening it', () => {
  it('opens the same list as a load alone, a record sharing an id given its own', async () => {
    // More than two slices; "twice" is stored first and again past the first slice.
    const records: unknown[] = [{ id: 'twice', n: 7 }]
    for (let i = 0; i < 12_000; i += 1) records.push({ id: `t${i}`, n: (i * 7919) % 12_000 })
    records.push({ id: 'twice', n: -1 }, { id: 'theirs', n: -2, owner: 'u2' })
    store('things_u1', records)

    const alone = shown(bind().load())
    const things = bind()
    await things.prepare('u1')
    const opened = shown(things.load())

    expect(opened).toEqual(alone)
    expect(opened).toHaveLength(12_002)
    expect(opened.slice(0, 3)).toEqual([
      { id: '0', n: -1 },
      { id: 't0', n: 0 },
      { id: 't1679', n: 1 },
    ])
    expect(opened.find((thing) => thing.id === 'twice')?.n).toBe(7)
    expect(opened.find((thing) => thing.id === 'theirs')).toBeUndefined()
  })

  it('reads no record again when the load opens what was read ahead', async () => {
    store('things_u1', [
      { id: 'a', n: 2 },
      { id: 'b', n: 1 },
    ])
    const things = bind()
    await things.prepare('u1')
    const before = things.reads()
    expect(shown(things.load()).map((thing) => thing.id)).toEqual(['b', 'a'])
    expect(things.reads()).toBe(before)
  })

  it('opens what storage holds at the load when it changed after reading ahead', async () => {
    store('things_u1', [{ id: 'a', n: 1 }])
    const things = bind()
    await things.prepare('u1')
    store('things_u1', [
      { id: 'a', n: 1 },
      { id: 'from another tab', n: 2 },
    ])
    expect(shown(things.load()).map((thing) => thing.id)).toEqual(['a', 'from another tab'])
  })

  it('writes and sets aside nothing itself; the load still sets unreadable data aside', async () => {
    store('things_u1', [
      { id: 'a', n: 1 },
      { id: 'b', n: 'not a number' },
    ])
    const text = localStorage.getItem('things_u1')
    const things = bind()
    await things.prepare('u1')
    expect(localStorage.getItem('things_u1')).toBe(text)
    expect(listBackups(['things_u1'])).toEqual([])

    const opened = things.load()
    expect(opened.setAside).toEqual({ kind: 'stored', backupKey: 'things_u1.backup' })
    expect(shown(opened)).toEqual([{ id: 'a', n: 1 }])
    expect(JSON.parse(localStorage.getItem('things_u1') ?? 'null')).toEqual([{ id: 'a', n: 1 }])
    expect(listBackups(['things_u1'])).toHaveLength(1)
  })

  it('does not open one person’s reading for another, even under one key', async () => {
    store('things', [{ id: 'mine', n: 1, owner: 'u1' }])
    const things = bind(() => 'things')
    await things.prepare('u1')
    expect(shown(things.load('u2'))).toEqual([])
  })
})
