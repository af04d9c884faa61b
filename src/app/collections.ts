import type { Collection } from '../storage/collectionStore'
import type { CollectionName } from '../storage/keys'
import { accountsBinding } from '../features/accounts/accountsStorage'
import { budgetsBinding } from '../features/budgets/budgetsStorage'
import { categoriesBinding } from '../features/categories/categoriesStorage'
import { categoryRulesBinding } from '../features/categories/rulesStorage'
import { recurringBinding } from '../features/recurring/recurringStorage'
import { transactionsBinding } from '../features/transactions/transactionsStorage'

/** Every per-person collection: how it is opened at sign-in and how another tab's (or
 * device's) change to its key is shown. */
export const persistedCollections = [
  transactionsBinding,
  budgetsBinding,
  recurringBinding,
  accountsBinding,
  categoriesBinding,
  categoryRulesBinding,
] as const

export function collectionFor(name: CollectionName, ownerId: string): Collection {
  const found = persistedCollections.find((collection) => collection.name === name)
  if (!found) throw new Error(`No collection named ${name}`)
  return found.storage(ownerId)
}

/** Reads a person's collections ahead of their opening at start, in short tasks. Never fails:
 * whatever was not read ahead is read when the collections open. */
export async function prepareCollections(ownerId: string): Promise<void> {
  await Promise.all(
    persistedCollections.map((collection) => collection.prepare(ownerId).catch(() => undefined)),
  )
}
