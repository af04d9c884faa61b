import { readSession } from '../features/auth/session'
import { preloadScreen } from './screens'

/** Who is signed in as the app starts; a visitor (null) goes to /login. */
export const sessionAtStart = readSession()

/**
 * The first screen's code, requested as soon as the main bundle starts: the entry imports this
 * module first, so the request goes out before the rest of the bundle is evaluated rather than
 * after.
 */
export const firstScreenCode: Promise<unknown> = preloadScreen(
  window.location.pathname,
  sessionAtStart !== null,
)
