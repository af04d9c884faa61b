import { isOwnPath } from '../../lib/ownPath'

/**
 * The "Server address" a person types, checked. `address` is the tidy form to keep and show
 * (`/couchdb`, `https://couch.example.com`); `base` is the absolute URL to put `/_session` or a
 * database name after (PouchDB takes a name without a scheme for a local database, so the
 * remote one must be absolute).
 */
export type ServerAddress =
  { ok: true; address: string; base: string } | { ok: false; message: string }

const FULL_ADDRESS_HINT =
  'Enter a full address starting with https:// (such as https://couch.example.com) or a path on this site (such as /couchdb).'

function failure(message: string): ServerAddress {
  return { ok: false, message }
}

function withoutTrailingSlashes(path: string): string {
  return path.replace(/\/+$/, '')
}

export function parseServerAddress(
  text: string,
  appOrigin: string = window.location.origin,
): ServerAddress {
  const typed = text.trim()
  if (!typed) return failure("Enter the sync server's address.")

  const onThisSite = typed.startsWith('/')
  // What looks like a path can still name another host once parsed (`//host`, `/\host`).
  if (onThisSite && !isOwnPath(typed)) return failure(FULL_ADDRESS_HINT)
  let url: URL
  try {
    url = onThisSite ? new URL(typed, appOrigin) : new URL(typed)
  } catch {
    return failure(FULL_ADDRESS_HINT)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return failure(FULL_ADDRESS_HINT)
  if (url.username || url.password)
    return failure('Leave the username and password out of the address: enter them below.')
  if (url.search || url.hash || typed.endsWith('?') || typed.endsWith('#'))
    return failure('The address cannot contain "?" or "#".')
  // A secure page may not talk to a plain-http server: the browser would block every request.
  if (url.protocol === 'http:' && new URL(appOrigin).protocol === 'https:')
    return failure('This page is served over https, so the sync server must use https:// too.')

  const path = withoutTrailingSlashes(url.pathname)
  if (onThisSite) {
    // The app itself is served at the root of its origin, so CouchDB must be under a path.
    if (!path) return failure('Enter the path the sync server is served at, such as /couchdb.')
    return { ok: true, address: path, base: url.origin + path }
  }
  return { ok: true, address: url.origin + path, base: url.origin + path }
}
