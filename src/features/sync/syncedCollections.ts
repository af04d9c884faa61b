import type { CollectionName } from '../../storage/keys'

// What sync covers: apart from docs.ts, whose conversions only the sync chunks need, so the main
// bundle (the listeners that hand changes to sync) carries this list alone.

export type Collection = CollectionName

/** The field that identifies a record within its collection. */
export const IDENTITY_FIELD: Record<Collection, string> = {
  transactions: 'id',
  budgets: 'category',
  recurring: 'id',
  accounts: 'id',
}

export const COLLECTIONS = Object.keys(IDENTITY_FIELD) as Collection[]
