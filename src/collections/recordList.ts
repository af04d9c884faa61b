import type { ReadRecords } from '../storage/collectionStore'
import type { Identity, RecordChange } from '../storage/recordOps'
import { listInOrder, withChanges, type ItemList, type ListOrder } from './itemList'

/**
 * How a collection's stored records become the list its slice holds, and how the changes a
 * write reports are applied to that list: the same for transactions, budgets and recurring
 * rules. An item's key is its record's identity, which storage keeps unique.
 */
export interface RecordListSpec<T> {
  identity: Identity
  /** The item a stored record shows as, or null when it cannot be read. */
  fromRecord(value: unknown): T | null
  /** The identity of the record an item was read from. */
  identityOfItem(item: T): string
  compare(a: T, b: T): number
  /** Whether two items show the same thing, so a reload keeps the object already held. */
  same(a: T, b: T): boolean
}

/** The order (and keys) the list keeps its items in. */
function listOrder<T>(spec: RecordListSpec<T>): ListOrder<T> {
  return { keyOf: spec.identityOfItem, compare: spec.compare }
}

/** The items of the stored records `accept` lets through; `allReadable` says whether every
 * record became an item. It pauses (`yield`) after every `slice` records, so that a long array
 * can be read over several tasks. */
export function* readingItems<T>(
  spec: RecordListSpec<T>,
  records: readonly unknown[],
  accept: (value: unknown) => boolean = () => true,
  slice = Infinity,
): Generator<void, ReadRecords<T[]>> {
  const shown: T[] = []
  for (let index = 0; index < records.length; index += 1) {
    if (index > 0 && index % slice === 0) yield
    const value = records[index]
    if (!accept(value)) continue
    const item = spec.fromRecord(value)
    if (item) shown.push(item)
  }
  return { shown, allReadable: shown.length === records.length }
}

/**
 * The list storage holds now (`next`), keeping the objects already held for items that did not
 * change, so a reload after another tab's edit re-renders one row, and one that changed nothing
 * leaves the list as it was. An empty list (at start or sign-in) takes `next` whole.
 */
export function reconcileList<T>(
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

/** Applies what a write stored, in one pass: importing thousands of rows does not copy the list
 * per row. What each identity ends as counts, whatever came in between. */
export function applyRecordChanges<T>(
  spec: RecordListSpec<T>,
  list: ItemList<T>,
  changes: readonly RecordChange[],
): ItemList<T> {
  const final = new Map<string, T | null>()
  const name = (record: unknown) => spec.identity.of(record) as string
  for (const change of changes) {
    if (change.type === 'removed') final.set(name(change.record), null)
    else if (change.type === 'added') final.set(name(change.record), spec.fromRecord(change.record))
    else {
      // Another device's version may bear another id than the one it replaces.
      final.set(name(change.before), null)
      final.set(name(change.after), spec.fromRecord(change.after))
    }
  }
  const put = [...final.values()].filter((item): item is T => item !== null)
  return withChanges(list, { remove: [...final.keys()], put }, listOrder(spec))
}
