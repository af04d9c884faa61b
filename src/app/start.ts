import { readSession } from '../features/auth/session'
import { preloadScreen } from './screens'
import { signedInChunk } from './shell/signedInChunk'

/** Who is signed in as the app starts; a visitor (null) goes to /login. */
export const sessionAtStart = readSession()

/**
 * The first screen's code (with, for someone signed in, the navigation's), requested as soon as
 * the main bundle starts: the entry imports this module first, so the requests go out before
 * the rest of the bundle is evaluated rather than after.
 */
export const firstScreenCode: Promise<unknown> = Promise.all([
  preloadScreen(window.location.pathname, sessionAtStart !== null),
  sessionAtStart && signedInChunk.load().catch(() => undefined),
])
