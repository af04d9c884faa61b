import { applyOps, type StoredRecord } from '../../storage/recordOps'
import { categoriesBinding } from '../categories/categoriesStorage'
import { categoryRulesBinding } from '../categories/rulesStorage'
import type { Collection } from '../../storage/collectionStore'
import { reconcile, shared, type LocalDeletion, type RemoteVersion } from './reconcile'

// The person's category lists and import rules go through the same reconciliation as budgets
// and recurring rules: a category is one record per type and name, a rule one per id.

const T1 = '2026-03-01T10:00:00.000Z'
const T2 = '2026-03-01T11:00:00.000Z'
const T3 = '2026-03-01T12:00:00.000Z'

const version = (record: StoredRecord, rev = '1-a'): RemoteVersion => ({
  rev,
  deleted: false,
  updatedAt: String(record.updatedAt),
  record: shared(record),
})

function run(
  collection: Collection,
  local: StoredRecord[],
  remote: [string, RemoteVersion][],
  deletions: LocalDeletion[] = [],
) {
  const result = reconcile({
    local,
    identity: collection.identity,
    remote: new Map(remote),
    deletions,
    fileUnder: (record) => record,
    isReadable: collection.isReadable,
  })
  const applied = applyOps(local, result.storageOps, collection.identity)
  if (!applied.ok) throw new Error(`the ops do not apply: ${JSON.stringify(applied)}`)
  return { ...result, stored: applied.records }
}

describe('categories synced', () => {
  const categories = categoriesBinding.storage('me')
  const pets = (updatedAt: string, hidden?: boolean) => ({
    name: 'Pets',
    type: 'expense',
    ...(hidden ? { hidden } : {}),
    updatedAt,
  })

  it('are one record when two devices added the same one apart, the later change standing', () => {
    const result = run(categories, [pets(T1)], [['expense:Pets', version(pets(T2, true))]])
    expect(result.stored).toEqual([pets(T2, true)])
    expect(result.pushes).toEqual([])
  })

  it('keep "Misc" of each type apart', () => {
    const income = { name: 'Misc', type: 'income', updatedAt: T1 }
    const expense = { name: 'Misc', type: 'expense', updatedAt: T1 }
    const result = run(categories, [income], [['expense:Misc', version(expense)]])
    expect(result.stored).toEqual([income, expense])
    expect(result.pushes).toEqual([expect.objectContaining({ key: 'income:Misc' })])
  })

  it("send a rename's removal of the old name, which the other device then drops", () => {
    const renamed = { name: 'Animals', type: 'expense', updatedAt: T3 }
    const result = run(
      categories,
      [renamed],
      [['expense:Pets', version(pets(T1))]],
      [{ key: 'expense:Pets', at: T3 }],
    )
    expect(result.stored).toEqual([renamed])
    expect(result.pushes).toHaveLength(2)
    expect(result.pushes).toEqual(
      expect.arrayContaining([
        { key: 'expense:Animals', record: shared(renamed), updatedAt: T3 },
        { key: 'expense:Pets', record: null, updatedAt: T3, rev: '1-a' },
      ]),
    )
  })
})

describe('import rules synced', () => {
  const rules = categoryRulesBinding.storage('me')
  const rule = (category: string, updatedAt: string) => ({
    id: '1700000000000',
    contains: 'tesco',
    category,
    updatedAt,
  })

  it('end with the change made last when both devices changed one', () => {
    const result = run(rules, [rule('Food', T2)], [['1700000000000', version(rule('Bills', T1))]])
    expect(result.stored).toEqual([rule('Food', T2)])
    expect(result.pushes).toEqual([
      { key: '1700000000000', record: shared(rule('Food', T2)), updatedAt: T2, rev: '1-a' },
    ])
  })

  it("arrive from another device's replica", () => {
    const result = run(rules, [], [['1700000000000', version(rule('Food', T1))]])
    expect(result.stored).toEqual([rule('Food', T1)])
  })
})
