/**
 * The name CouchDB's couch_peruser gives a person's database: `userdb-` and the lowercase hex of
 * the UTF-8 bytes of their server username.
 */
export function userDbName(username: string): string {
  const bytes = new TextEncoder().encode(username)
  return `userdb-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
