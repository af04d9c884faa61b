import type { ReadRecords } from '../storage/collectionStore'
import { listInOrder, withChanges, type ItemList, type ListOrder } from './itemList'
import { refKey, type IdentityOf, type RecordChange } from '../storage/recordOps'

/**
 * How a collection's stored records become the list its slice holds, and how the changes a
 * write reports are applied to that list: the same for transactions, budgets and recurring
 * rules. Items carry their `copy` (see RecordRef), so records sharing an identity in older data
 * stay apart.
 */
export interface RecordListSpec<T extends { copy: number }> {
  identityOf: IdentityOf
  /** The item a stored record shows as, or null when it cannot be read. */
  fromRecord(value: unknown, copy: number): T | null
  /** The identity of the record an item was read from. */
  identityOfItem(item: T): string
  compare(a: T, b: T): number
  /** Whether two items show the same thing, so a reload keeps the object already held. */
  same(a: T, b: T): boolean
}

/** The list's key of an item: unique, copies included. */
function itemKey<T extends { copy: number }>(spec: RecordListSpec<T>, item: T): string {
  return refKey({ identity: spec.identityOfItem(item), copy: item.copy })
}

/** The order (and keys) the list keeps its items in. */
function listOrder<T extends { copy: number }>(spec: RecordListSpec<T>): ListOrder<T> {
  return { keyOf: (item) => itemKey(spec, item), compare: spec.compare }
}

/** The items of the stored records `accept` lets through, copies numbered over the whole
 * array (unreadable records included) as the write path numbers them; `allReadable` says
 * whether every record became an item. It pauses (`yield`) after every `slice` records, so
 * that a long array can be read over several tasks. */
export function* readingItems<T extends { copy: number }>(
  spec: RecordListSpec<T>,
  records: readonly unknown[],
  accept: (value: unknown) => boolean = () => true,
  slice = Infinity,
): Generator<void, ReadRecords<T[]>> {
  const seen = new Map<string, number>()
  const shown: T[] = []
  for (let index = 0; index < records.length; index += 1) {
    if (index > 0 && index % slice === 0) yield
    const value = records[index]
    const identity = spec.identityOf(value)
    if (identity === null) continue
    const copy = seen.get(identity) ?? 0
    seen.set(identity, copy + 1)
    if (!accept(value)) continue
    const item = spec.fromRecord(value, copy)
    if (item) shown.push(item)
  }
  return { shown, allReadable: shown.length === records.length }
}

/**
 * The list storage holds now (`next`), keeping the objects already held for items that did not
 * change, so a reload after another tab's edit re-renders one row, and one that changed nothing
 * leaves the list as it was. An empty list (at start or sign-in) takes `next` whole.
 */
export function reconcileList<T extends { copy: number }>(
  spec: RecordListSpec<T>,
  list: ItemList<T>,
  next: ItemList<T>,
): ItemList<T> {
  if (list.length === 0) return next.length === 0 ? list : next
  const { keyOf } = listOrder(spec)
  const held = new Map(list.map((item) => [keyOf(item), item]))
  let same = next.length === list.length
  const kept = next.map((item, index) => {
    const current = held.get(keyOf(item))
    const keep = current !== undefined && spec.same(current, item)
    if (!keep || current !== list[index]) same = false
    return keep ? current : item
  })
  return same ? list : listInOrder(kept)
}

/** Renumbers the copies of `identity` from `fromCopy` on by `step`, as an insert or a removal
 * shifts them in the stored array. */
function shiftCopies<T extends { copy: number }>(
  spec: RecordListSpec<T>,
  list: ItemList<T>,
  identity: string,
  fromCopy: number,
  step: 1 | -1,
): ItemList<T> {
  const moved = list.filter(
    (item) => item.copy >= fromCopy && spec.identityOfItem(item) === identity,
  )
  if (moved.length === 0) return list
  const order = listOrder(spec)
  return withChanges(
    list,
    {
      remove: moved.map(order.keyOf),
      put: moved.map((item) => ({ ...item, copy: item.copy + step })),
    },
    order,
  )
}

function applyOne<T extends { copy: number }>(
  spec: RecordListSpec<T>,
  list: ItemList<T>,
  change: RecordChange,
): ItemList<T> {
  const { identity, copy } = change.ref
  const order = listOrder(spec)
  const key = refKey(change.ref)
  switch (change.type) {
    case 'added': {
      const item = spec.fromRecord(change.record, copy)
      if (!item) return list
      return withChanges(shiftCopies(spec, list, identity, copy, 1), { put: [item] }, order)
    }
    case 'changed': {
      const item = spec.fromRecord(change.after, copy)
      return withChanges(list, item ? { remove: [key], put: [item] } : { remove: [key] }, order)
    }
    case 'removed': {
      const without = withChanges(list, { remove: [key] }, order)
      return shiftCopies(spec, without, identity, copy + 1, -1)
    }
  }
}

/** The keys `list` holds for the identities that `changes` name. */
function keysHeldFor<T extends { copy: number }>(
  spec: RecordListSpec<T>,
  list: ItemList<T>,
  changes: readonly RecordChange[],
): Set<string> {
  const named = new Set(changes.map(({ ref }) => ref.identity))
  const { keyOf } = listOrder(spec)
  const held = new Set<string>()
  for (const item of list) if (named.has(spec.identityOfItem(item))) held.add(keyOf(item))
  return held
}

/** Applies what a write stored. Changes to identities stored once (all but the oddest data)
 * are applied in one pass, so importing thousands of rows does not copy the list per row. */
export function applyRecordChanges<T extends { copy: number }>(
  spec: RecordListSpec<T>,
  list: ItemList<T>,
  changes: readonly RecordChange[],
): ItemList<T> {
  const held = keysHeldFor(spec, list, changes)
  const plain = changes.every(
    ({ type, ref }) =>
      ref.copy === 0 &&
      (type !== 'added' || !held.has(refKey(ref))) &&
      !held.has(refKey({ identity: ref.identity, copy: 1 })),
  )
  if (!plain) return changes.reduce((current, change) => applyOne(spec, current, change), list)
  const remove: string[] = []
  const put: T[] = []
  for (const change of changes) {
    if (change.type !== 'added') remove.push(refKey(change.ref))
    const item =
      change.type === 'removed'
        ? null
        : spec.fromRecord(change.type === 'added' ? change.record : change.after, 0)
    if (item) put.push(item)
  }
  return withChanges(list, { remove, put }, listOrder(spec))
}
