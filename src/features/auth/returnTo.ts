import type { Location } from 'react-router-dom'
import { isOwnPath } from '../../lib/ownPath'

/** The page a visitor asked for when a guarded route sent them to sign in. */
export type ReturnTo = Pick<Location, 'pathname' | 'search' | 'hash'>

/** The history state /login and /register carry while a visitor is on the way somewhere. */
export interface ReturnToState {
  from: ReturnTo
}

export function returnToState({ pathname, search, hash }: ReturnTo): ReturnToState {
  return { from: { pathname, search, hash } }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * The page to return to, from a location's history state. That state outlives reloads and
 * versions of the app, so anything but a path inside this app counts as none (a `//host` path
 * would name another origin).
 */
export function readReturnTo(state: unknown): ReturnTo | null {
  const from = isRecord(state) ? state.from : undefined
  if (!isRecord(from)) return null
  const { pathname, search = '', hash = '' } = from
  if (typeof pathname !== 'string' || !isOwnPath(pathname)) return null
  if (typeof search !== 'string' || typeof hash !== 'string') return null
  return { pathname, search, hash }
}
