import type { CollectionName } from '../../storage/keys'

// What sync covers: apart from docs.ts, whose conversions only the sync chunks need, so the main
// bundle (the listeners that hand changes to sync) carries this list alone.

export type Collection = CollectionName

/** The fields that identify a record within its collection, joined by ":" when there are
 * several: a category is named by its type and name ("Misc" is in both lists), as the
 * categories feature's categoryKey names it (docs.test.ts holds the two together). */
export const IDENTITY_FIELDS: Record<Collection, readonly string[]> = {
  transactions: ['id'],
  budgets: ['category'],
  recurring: ['id'],
  accounts: ['id'],
  categories: ['type', 'name'],
  rules: ['id'],
}

export const COLLECTIONS = Object.keys(IDENTITY_FIELDS) as Collection[]
