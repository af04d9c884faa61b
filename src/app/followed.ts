import type { FollowedCollection } from '../collections/following'
import { selectCurrentUser } from '../features/auth'
import { usersCollection } from '../features/auth/usersStore'
import type { AppState } from '../store/types'
import { persistedCollections } from './collections'
import { persisted } from './persistConfig'

/** What this tab keeps, for following other tabs: the people of this browser, and the signed-in
 * person's collections and journal. */
export function followedNow(state: AppState): FollowedCollection[] {
  const owner = selectCurrentUser(state)
  if (!owner) return [{ collection: usersCollection }]
  const collections = persistedCollections.map((binding) => ({
    collection: binding.storage(owner.id),
    show: (raw: string | null) =>
      persisted.rehydratePart(binding.name, binding.follow(owner.id, raw)),
  }))
  const journal = collections[0].collection.journal
  return [
    { collection: usersCollection },
    ...collections,
    ...(journal ? [{ collection: journal }] : []),
  ]
}
