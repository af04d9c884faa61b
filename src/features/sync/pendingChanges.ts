import type { UnknownAction } from '@reduxjs/toolkit'
import { commit } from '../../collections/commit'
import { collectionChanged } from '../../collections/events'
import {
  forgetTombstones,
  keepTombstones,
  tombstoneCollection,
  tombstonesIn,
  type Tombstone,
} from '../../collections/tombstones'
import { readCollection } from '../../storage/collectionStore'
import type { CollectionName } from '../../storage/keys'
import { readRaw } from '../../storage/localStore'
import type { LocalDeletion } from './reconcile'
import type { SyncSettings } from './syncSettings'

type Dispatch = (action: UnknownAction) => unknown

/** The sync key a tombstone stands for: the record's name across devices. */
const keyOf = (stone: Tombstone) => stone.natural ?? stone.id

function stonesOf(ownerId: string, name: CollectionName): Tombstone[] {
  const journal = tombstoneCollection(ownerId)
  const raw = readRaw(journal.key)
  return tombstonesIn(readCollection(journal, raw.ok ? raw.value : null), name)
}

/**
 * Sync's pending list: the person's journal's tombstones of one collection, the removals (and
 * Undo restorations) the server may not hold yet, as storage holds them at that moment.
 */
export function pendingChanges(ownerId: string, name: CollectionName): LocalDeletion[] {
  return stonesOf(ownerId, name).map((stone) => ({
    key: keyOf(stone),
    at: stone.at,
    ...(stone.restored ? { restored: true } : {}),
    ...(stone.born ? { born: stone.born } : {}),
  }))
}

/** Forgets the tombstones the server now holds; one noted again since stays. */
export function settleChanges(
  dispatch: Dispatch,
  ownerId: string,
  name: CollectionName,
  settled: readonly LocalDeletion[],
): void {
  if (settled.length === 0) return
  const done = new Set(settled.map((change) => `${change.key}\u0000${change.at}`))
  const stones = stonesOf(ownerId, name).filter((stone) =>
    done.has(`${keyOf(stone)}\u0000${stone.at}`),
  )
  commit(
    dispatch,
    tombstoneCollection(ownerId),
    (records) => forgetTombstones(records, stones),
    collectionChanged,
  )
}

/** Earlier versions noted deletions in the sync settings: they become tombstones, once. */
export function adoptLegacyPending(
  dispatch: Dispatch,
  ownerId: string,
  settings: SyncSettings,
): boolean {
  const legacy = Object.entries(settings.pending ?? {}) as [CollectionName, LocalDeletion[]][]
  const stones: Tombstone[] = legacy.flatMap(([collection, notes]) =>
    notes
      // A note of one of several records that shared an id names it with a NUL: none is left.
      .filter((note) => !note.key.includes('\u0000'))
      .map((note) => ({
        collection,
        id: note.key,
        born: '',
        at: note.at,
        ...(note.restored ? { restored: true as const } : {}),
      })),
  )
  if (legacy.length === 0) return false
  const kept = commit(
    dispatch,
    tombstoneCollection(ownerId),
    (records) => keepTombstones(records, stones),
    collectionChanged,
  )
  return kept.ok
}
