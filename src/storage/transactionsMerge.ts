import {
  fromRecord,
  sameTransaction,
  toRecord,
  type Transaction,
} from '../features/transactions/model'

/** The list as this tab last read or wrote it: the base the tab's changes were made against. */
export interface SyncedList {
  ownerId: string | null
  entities: Record<string, Transaction | undefined>
}

export interface OurList {
  ownerId: string
  ids: readonly string[]
  entities: Record<string, Transaction | undefined>
}

function recordId(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null
  const id = (value as { id?: unknown }).id
  return typeof id === 'string' ? id : typeof id === 'number' ? String(id) : null
}

/**
 * Applies what this tab changed since `synced` (adds, edits, deletes) to the array storage holds
 * now, so a write never undoes what another tab wrote meanwhile. Records this tab did not touch
 * stay exactly as stored, unreadable ones included. Returns null when nothing needs writing.
 */
export function applyChanges(fresh: readonly unknown[], synced: SyncedList, ours: OurList) {
  const next = [...fresh]
  const indexById = new Map<string, number>()
  next.forEach((value, index) => {
    const id = recordId(value)
    if (id !== null) indexById.set(id, index)
  })
  let changed = false

  for (const id of ours.ids) {
    const transaction = ours.entities[id]
    if (!transaction || transaction === synced.entities[id]) continue
    const index = indexById.get(id)
    const stored = index === undefined ? undefined : next[index]
    const storedTransaction = stored === undefined ? null : fromRecord(stored, ours.ownerId)
    if (storedTransaction && sameTransaction(storedTransaction, transaction)) continue
    changed = true
    if (index === undefined) {
      indexById.set(id, next.length)
      next.push(toRecord(transaction))
    } else {
      // Keep fields a newer version may have added to the record.
      next[index] = { ...(stored as object), ...toRecord(transaction) }
    }
  }

  const deleted = new Set(Object.keys(synced.entities).filter((id) => !ours.entities[id]))
  if (deleted.size === 0) return changed ? next : null
  const kept = next.filter((value) => {
    const id = recordId(value)
    return id === null || !deleted.has(id)
  })
  return changed || kept.length !== next.length ? kept : null
}
