import { lazyChunk } from '../../components/lazyChunk'

/**
 * The navigation and the notices of a signed-in page, and the recurring catch-up's runs, in a
 * chunk of their own so the sign-in page does not download them. Someone signed in at start gets it before the first render
 * (start.ts); someone signing in, from the moment they submit.
 */
export const signedInChunk = lazyChunk(
  () => import(/* webpackChunkName: "signed-in" */ './signedInParts'),
)
