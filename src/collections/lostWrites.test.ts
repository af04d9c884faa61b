import { applyOps, type Identity, type RecordChange, type StoredRecord } from '../storage/recordOps'
import type { JournalEntry } from './journal'
import { lostChanges, replayOps } from './lostWrites'
import type { Tombstone } from './tombstones'

const identity: Identity = {
  of: (value) => {
    const id = (value as { id?: unknown } | null)?.id
    return typeof id === 'string' ? id : null
  },
  movable: true,
  natural: (value) => {
    const mark = (value as { mark?: unknown } | null)?.mark
    return typeof mark === 'string' ? mark : null
  },
}

const at = Date.parse('2026-03-10T12:00:00.000Z')
const entry = (changes: RecordChange[]): JournalEntry => ({
  id: 'e1',
  collection: 'transactions',
  key: 'transactions_u1',
  origin: 'local',
  changes,
  at,
})
const stone = (id: string, born: string, when: number): Tombstone => ({
  collection: 'transactions',
  id,
  born,
  at: new Date(when).toISOString(),
})

const lunch = { id: '1', amount: '10.00', createdAt: '2026-03-10T11:00:00.000Z' }
const rule = { id: '5', next: '2026-04-01', updatedAt: '2026-03-01T00:00:00.000Z' }
const added = (record: StoredRecord): RecordChange => ({ type: 'added', record, index: 0 })
const removed = (record: StoredRecord): RecordChange => ({ type: 'removed', record, index: 0 })
const changed = (before: StoredRecord, after: StoredRecord): RecordChange => ({
  type: 'changed',
  before,
  after,
  index: 0,
})

describe('which changes another tab’s write dropped', () => {
  it('an added record that is not there', () => {
    expect(lostChanges(entry([added(lunch)]), [], identity, [])).toEqual([added(lunch)])
  })

  it('not an added record that is there, whatever was made of it since', () => {
    const edited = { ...lunch, amount: '12.00', updatedAt: '2026-03-10T12:00:01.000Z' }
    expect(lostChanges(entry([added(lunch)]), [edited], identity, [])).toEqual([])
  })

  it('not a rule another tab moved on after this tab added it', () => {
    const movedOn = { ...rule, next: '2026-05-01' }
    expect(lostChanges(entry([added(rule)]), [movedOn], identity, [])).toEqual([])
  })

  it('an added record whose id another record has now', () => {
    const other = { ...lunch, createdAt: '2026-03-10T11:30:00.000Z' }
    expect(lostChanges(entry([added(lunch)]), [other], identity, [])).toEqual([added(lunch)])
  })

  it('not an added record removed on purpose after it was added, but one removed before', () => {
    const after = stone(lunch.id, lunch.createdAt, at + 5)
    const before = stone(lunch.id, lunch.createdAt, at - 5)
    expect(lostChanges(entry([added(lunch)]), [], identity, [after])).toEqual([])
    expect(lostChanges(entry([added(lunch)]), [], identity, [before])).toEqual([added(lunch)])
  })

  it('not a record made again under the next id after another record took its own', () => {
    const taker = { ...lunch, amount: '99.00' }
    const moved = { ...lunch, id: '2' }
    expect(lostChanges(entry([added(lunch)]), [taker, moved], identity, [])).toEqual([])
  })

  it('a change whose record is back as it was before it', () => {
    const after = { ...lunch, amount: '12.00', updatedAt: '2026-03-10T12:00:00.000Z' }
    const change = changed(lunch, after)
    expect(lostChanges(entry([change]), [lunch], identity, [])).toEqual([change])
    expect(lostChanges(entry([change]), [after], identity, [])).toEqual([])
  })

  it('not a change edited again later, nor a move-on moved further on', () => {
    const after = { ...lunch, amount: '12.00', updatedAt: '2026-03-10T12:00:00.000Z' }
    const later = { ...after, amount: '13.00', updatedAt: '2026-03-10T12:00:02.000Z' }
    expect(lostChanges(entry([changed(lunch, after)]), [later], identity, [])).toEqual([])
    const movedOn = { ...rule, next: '2026-05-01' }
    const further = { ...rule, next: '2026-06-01' }
    expect(lostChanges(entry([changed(rule, movedOn)]), [further], identity, [])).toEqual([])
  })

  it('a change whose record is gone without a tombstone, not one removed on purpose', () => {
    const after = { ...lunch, amount: '12.00', updatedAt: '2026-03-10T12:00:00.000Z' }
    const change = changed(lunch, after)
    expect(lostChanges(entry([change]), [], identity, [])).toEqual([change])
    const purpose = stone(lunch.id, lunch.createdAt, at + 1)
    expect(lostChanges(entry([change]), [], identity, [purpose])).toEqual([])
  })

  it('a removal of a record that is there as it was', () => {
    expect(lostChanges(entry([removed(lunch)]), [lunch], identity, [])).toEqual([removed(lunch)])
    expect(lostChanges(entry([removed(lunch)]), [], identity, [])).toEqual([])
  })

  it('a Stop of a rule that another tab moved on meanwhile: a move-on is no one’s edit', () => {
    const movedOn = { ...rule, next: '2026-05-01' }
    expect(lostChanges(entry([removed(rule)]), [movedOn], identity, [])).toEqual([removed(rule)])
  })

  it('not a removal of a record someone edited after it: the later change wins', () => {
    const edited = { ...lunch, amount: '12.00', updatedAt: '2026-03-10T12:00:05.000Z' }
    expect(lostChanges(entry([removed(lunch)]), [edited], identity, [])).toEqual([])
  })
})

describe('making dropped changes again', () => {
  const replay = (lost: RecordChange[], records: StoredRecord[]) => {
    const applied = applyOps(records, replayOps(lost, records, identity), identity)
    if (!applied.ok) throw new Error(JSON.stringify(applied))
    return applied.records
  }

  it('adds a record again, under the next free id when another record took its id', () => {
    const taker = { ...lunch, createdAt: '2026-03-10T11:30:00.000Z', amount: '99.00' }
    expect(replay([added(lunch)], [taker])).toEqual([taker, { ...lunch, id: '2' }])
  })

  it('does not add again a record whose natural name is there (an occurrence added elsewhere)', () => {
    const occurrence = { ...lunch, mark: 'rule-5 2026-03-10' }
    const theirs = { ...occurrence, id: '9', createdAt: '2026-03-10T11:59:00.000Z' }
    expect(replay([added(occurrence)], [theirs])).toEqual([theirs])
  })

  it('sets again only the fields a change set, on the record as it is now', () => {
    const after = { ...lunch, amount: '12.00', updatedAt: '2026-03-10T12:00:00.000Z' }
    const now = { ...lunch, note: 'kept from the other tab' }
    expect(replay([changed(lunch, after)], [now])).toEqual([{ ...now, ...after }])
  })

  it('removes a record again', () => {
    expect(replay([removed(lunch)], [lunch, rule])).toEqual([rule])
  })
})
