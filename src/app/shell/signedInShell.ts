import { named, screen } from '../lazyScreen'

// One chunk for both: the sign-in page shows none of it, so it downloads none of it.
const chrome = () => import(/* webpackChunkName: "signed-in" */ './SignedInChrome')

/** The signed-in navigation and notices, fetched before the first render when someone is
 * signed in at start (start.ts), otherwise as they sign in. */
export const signedInNav = screen(() => chrome().then(named('SignedInNav')))
export const signedInNotices = screen(() => chrome().then(named('SignedInNotices')))

/** Fetches both; a failure shows where they render (Layout's boundaries). */
export const fetchSignedInChrome = () =>
  Promise.all([signedInNav.fetch(), signedInNotices.fetch()]).catch(() => undefined)
