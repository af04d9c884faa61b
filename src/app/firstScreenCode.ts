import { readSession } from '../storage/session'
import { preloadScreen } from './screens'

/**
 * The first screen's code, requested for someone signed in (a visitor goes to /login) as soon as
 * the main bundle starts: the entry imports this module first, so the request goes out before
 * the rest of the bundle is evaluated rather than after.
 */
export const firstScreenCode: Promise<unknown> = readSession()
  ? preloadScreen(window.location.pathname)
  : Promise.resolve()
