import { persistence } from '../collections/persist'
import { sessionPart } from '../features/auth/sessionPart'
import { persistedCollections } from './collections'

/** The session and the signed-in person's collections, as redux-persist brings them from
 * storage (see collections/persist.ts). */
export const persisted = persistence(
  sessionPart,
  persistedCollections.map((collection) => collection.part),
)
