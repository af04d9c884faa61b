import type { Collection } from '../storage/collectionStore'
import type { CollectionName } from '../storage/keys'
import type { FollowedCollection } from '../collections/following'
import { selectCurrentUser } from '../features/auth'
import { usersCollection } from '../features/auth/usersStore'
import { accountsBinding } from '../features/accounts/accountsStorage'
import { budgetsBinding } from '../features/budgets/budgetsStorage'
import { recurringBinding } from '../features/recurring/recurringStorage'
import { transactionsBinding } from '../features/transactions/transactionsStorage'
import type { AppState } from '../store/types'

/** Every per-person collection: how it is opened at sign-in and how another tab's (or
 * device's) change to its key is shown. */
export const persistedCollections = [
  transactionsBinding,
  budgetsBinding,
  recurringBinding,
  accountsBinding,
] as const

export function collectionFor(name: CollectionName, ownerId: string): Collection {
  const found = persistedCollections.find((collection) => collection.name === name)
  if (!found) throw new Error(`No collection named ${name}`)
  return found.storage(ownerId)
}

/** What this tab keeps, for following other tabs: the people of this browser, and the signed-in
 * person's collections and journal. */
export function followedNow(state: AppState): FollowedCollection[] {
  const owner = selectCurrentUser(state)
  if (!owner) return [{ collection: usersCollection }]
  const collections = persistedCollections.map((binding) => ({
    collection: binding.storage(owner.id),
    show: (raw: string | null) => binding.follow(owner.id, raw),
  }))
  const journal = collections[0].collection.journal
  return [
    { collection: usersCollection },
    ...collections,
    ...(journal ? [{ collection: journal }] : []),
  ]
}

/** Reads a person's collections ahead of their opening at start, in short tasks. Never fails:
 * whatever was not read ahead is read when the collections open. */
export async function prepareCollections(ownerId: string): Promise<void> {
  await Promise.all(
    persistedCollections.map((collection) => collection.prepare(ownerId).catch(() => undefined)),
  )
}
