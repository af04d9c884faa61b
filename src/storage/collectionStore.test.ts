import { hasHeldBackups, listBackups, readBackup, discardBackup } from './backups'
import {
  loadCollection,
  preparingWrite,
  storedRecords,
  writeCollection,
  type Collection,
  type PreparedWrite,
} from './collectionStore'
import type { RecordOp } from './recordOps'

const key = 'things_u1'
/** A made-up collection: records are objects with a string id and a numeric n. */
const things: Collection = {
  name: 'transactions',
  key,
  identity: {
    of: (value) => {
      const id = (value as { id?: unknown } | null)?.id
      return typeof id === 'string' ? id : null
    },
    movable: true,
  },
  isReadable: (value) => typeof (value as { n?: unknown } | null)?.n === 'number',
}

/** What a screen would show of the records: the readable ones. */
const readThings = (records: readonly unknown[]) => ({
  shown: records.filter((value) => things.isReadable(value)),
  allReadable: records.every((value) => things.isReadable(value)),
})
const load = () => loadCollection(things, readThings)

const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown

function quotaFull() {
  return jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError')
  })
}

describe('writeCollection', () => {
  it('writes in the same call, on what storage holds at that moment', () => {
    localStorage.setItem(key, JSON.stringify([{ id: 'a', n: 1 }]))
    // Another tab adds a record after this tab last looked.
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
      ]),
    )
    const outcome = writeCollection(things, () => [{ type: 'remove', identity: 'a' }])
    expect(outcome).toMatchObject({ ok: true, changes: [{ type: 'removed', index: 0 }] })
    expect(stored()).toEqual([{ id: 'b', n: 2 }])
  })

  it('lets the plan decide on the fresh records, and writes nothing when it refuses', () => {
    localStorage.setItem(key, JSON.stringify([{ id: 'a', n: 1 }]))
    const before = localStorage.getItem(key)
    const outcome = writeCollection(things, (records) =>
      records.length > 0 ? { refused: 'not empty' } : [],
    )
    expect(outcome).toEqual({ ok: false, refused: 'not empty' })
    expect(localStorage.getItem(key)).toBe(before)
  })

  it('writes nothing and says so when storage is full', () => {
    localStorage.setItem(key, JSON.stringify([{ id: 'a', n: 1 }]))
    const setItem = quotaFull()
    const outcome = writeCollection(things, () => [{ type: 'add', record: { id: 'b', n: 2 } }])
    setItem.mockRestore()
    expect(outcome).toEqual({ ok: false, failure: { kind: 'quota', key } })
    expect(stored()).toEqual([{ id: 'a', n: 1 }])
  })

  it('reports a record that is gone instead of writing half a change', () => {
    localStorage.setItem(key, JSON.stringify([{ id: 'a', n: 1 }]))
    const outcome = writeCollection(things, () => [
      { type: 'add', record: { id: 'c', n: 3 } },
      { type: 'remove', identity: 'gone' },
    ])
    expect(outcome).toEqual({ ok: false, missing: 'gone' })
    expect(stored()).toEqual([{ id: 'a', n: 1 }])
  })

  it('is never blocked by unreadable data, nor by an older, different backup', () => {
    localStorage.setItem(`${key}.backup`, 'older damage')
    localStorage.setItem(key, '[{"id": broken')
    const outcome = writeCollection(things, () => [{ type: 'add', record: { id: 'a', n: 1 } }])
    expect(outcome).toMatchObject({
      ok: true,
      setAside: { kind: 'stored', backupKey: `${key}.backup-2` },
    })
    expect(stored()).toEqual([{ id: 'a', n: 1 }])
    expect(localStorage.getItem(`${key}.backup`)).toBe('older damage')
    expect(localStorage.getItem(`${key}.backup-2`)).toBe('[{"id": broken')
  })

  it('stores records that older data kept under one id under the ids it shows them with', () => {
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: '7', n: 1 },
        { id: '7', n: 2 },
      ]),
    )
    writeCollection(things, () => [{ type: 'add', record: { id: '9', n: 3 } }])
    expect(stored()).toEqual([
      { id: '7', n: 1 },
      { id: '8', n: 2 },
      { id: '9', n: 3 },
    ])
  })

  it('never works on a stale parse of what it wrote before', () => {
    writeCollection(things, () => [{ type: 'add', record: { id: 'a', n: 1 } }])
    localStorage.setItem(key, JSON.stringify([{ id: 'z', n: 26 }]))
    writeCollection(things, () => [{ type: 'add', record: { id: 'b', n: 2 } }])
    expect(stored()).toEqual([
      { id: 'z', n: 26 },
      { id: 'b', n: 2 },
    ])
  })
})

describe('a write worked out ahead (preparingWrite)', () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `r${i}`, n: i }))
  const ops: RecordOp[] = [
    { type: 'patch', identity: 'r3', fields: { n: -3 } },
    { type: 'add', record: { id: 'new', n: 7 } },
  ]
  /** Runs every step, counting the pauses between them. */
  function prepare(from: ReturnType<typeof storedRecords>, given = ops) {
    const steps = preparingWrite(things, from ?? [], given)
    let pauses = 0
    for (;;) {
      const step = steps.next()
      if (step.done) return { prepared: step.value, pauses }
      pauses += 1
    }
  }

  it('comes to the text and changes a write made at once would, 500 records a step', () => {
    localStorage.setItem(key, JSON.stringify(many(1_234)))
    const { prepared, pauses } = prepare(storedRecords(things))
    expect(pauses).toBe(3)
    const atOnce = writeCollection(things, () => ops)
    expect(prepared?.text).toBe(localStorage.getItem(key))
    expect(atOnce).toMatchObject({ ok: true, changes: prepared?.changes })
  })

  it('is what the write stores while storage holds the records it was worked out on', () => {
    localStorage.setItem(key, JSON.stringify(many(5)))
    const { prepared } = prepare(storedRecords(things))
    // A text the write would not make itself shows which one was stored.
    const marked = { ...prepared, text: JSON.stringify(prepared?.records, null, 1) }
    const outcome = writeCollection(things, () => ops, marked as PreparedWrite)
    expect(localStorage.getItem(key)).toBe(marked.text)
    expect(outcome).toMatchObject({ ok: true, changes: prepared?.changes })
    // Read back as the very records written: the next write does not parse it again.
    expect(storedRecords(things)).toBe(prepared?.records)
  })

  it('is left unused when storage changed meanwhile, or the plan decided otherwise', () => {
    localStorage.setItem(key, JSON.stringify(many(5)))
    const { prepared } = prepare(storedRecords(things))
    const marked = { ...prepared, text: 'not this' } as PreparedWrite
    // Another tab adds a record after the write was worked out.
    localStorage.setItem(key, JSON.stringify([...many(5), { id: 'other', n: 9 }]))
    writeCollection(things, () => ops, marked)
    expect(stored()).toEqual(
      [...many(5), { id: 'other', n: 9 }, { id: 'new', n: 7 }].map((thing) =>
        thing.id === 'r3' ? { ...thing, n: -3 } : thing,
      ),
    )

    localStorage.setItem(key, JSON.stringify(many(5)))
    const again = prepare(storedRecords(things)).prepared
    writeCollection(things, () => [...ops], { ...again, text: 'not this' } as PreparedWrite)
    expect(stored()).toHaveLength(6)
  })

  it('is null when the operations cannot be applied', () => {
    localStorage.setItem(key, JSON.stringify(many(5)))
    const gone: RecordOp[] = [{ type: 'remove', identity: 'nobody' }]
    expect(prepare(storedRecords(things), gone).prepared).toBeNull()
  })
})

describe('loadCollection', () => {
  it('leaves intact data exactly as it is', () => {
    const text = JSON.stringify([{ id: 'a', n: 1, unknown: 'kept' }])
    localStorage.setItem(key, text)
    expect(load()).toEqual({
      ok: true,
      value: { shown: [{ id: 'a', n: 1, unknown: 'kept' }], setAside: null },
    })
    expect(localStorage.getItem(key)).toBe(text)
  })

  it('gives records that older data kept under one id ids of their own, the same in every tab', () => {
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: '7', n: 1 },
        { id: '7', n: 2 },
      ]),
    )
    const loaded = load()
    const renumbered = [
      { id: '7', n: 1 },
      { id: '8', n: 2 },
    ]
    expect(loaded.ok && loaded.value.shown).toEqual(renumbered)
    expect(stored()).toEqual(renumbered)
  })

  it('sets aside a value that is not an array and opens an empty list', () => {
    localStorage.setItem(key, '{"not":"a list"}')
    expect(load()).toEqual({
      ok: true,
      value: { shown: [], setAside: { kind: 'stored', backupKey: `${key}.backup` } },
    })
    expect(localStorage.getItem(`${key}.backup`)).toBe('{"not":"a list"}')
    expect(stored()).toEqual([])
  })

  it('keeps the readable records and sets the original aside', () => {
    const text = JSON.stringify([{ id: 'a', n: 1 }, { id: 'b', n: 'lots' }, null])
    localStorage.setItem(key, text)
    const loaded = load()
    expect(loaded.ok && loaded.value.shown).toEqual([{ id: 'a', n: 1 }])
    expect(localStorage.getItem(`${key}.backup`)).toBe(text)
    expect(stored()).toEqual([{ id: 'a', n: 1 }])
  })

  it('sets each distinct unreadable value aside once, never over an earlier one', () => {
    localStorage.setItem(key, 'first damage')
    load()
    localStorage.setItem(key, 'second damage')
    load()
    localStorage.setItem(key, 'second damage')
    load()
    expect(listBackups([key]).map((backup) => backup.backupKey)).toEqual([
      `${key}.backup`,
      `${key}.backup-2`,
    ])
    expect(localStorage.getItem(`${key}.backup`)).toBe('first damage')
    expect(localStorage.getItem(`${key}.backup-2`)).toBe('second damage')
  })

  it('holds the value in memory, leaving storage as it was, when there is no room for a copy', () => {
    localStorage.setItem(key, 'damaged text')
    const setItem = quotaFull()
    const loaded = load()
    setItem.mockRestore()
    expect(loaded).toEqual({
      ok: true,
      value: { shown: [], setAside: { kind: 'held', backupKey: `${key}.backup` } },
    })
    expect(localStorage.getItem(key)).toBe('damaged text')
    expect(hasHeldBackups()).toBe(true)
    expect(readBackup(`${key}.backup`)).toBe('damaged text')
    expect(discardBackup(`${key}.backup`).ok).toBe(true)
    expect(hasHeldBackups()).toBe(false)
  })
})
