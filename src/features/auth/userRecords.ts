/** The records of the `users` and `currentUser` keys (SPEC.md section 3). */

/** The signed-in person as `currentUser` holds them: nothing secret. */
export interface SessionUser {
  id: string
  name: string
}

/** A record of the `users` key. Older versions stored `password` in plain text; current ones
 * store only `passwordHash`. Unknown fields are kept as they are when a record is rewritten. */
export interface StoredUser {
  id: string
  name: string
  email: string
  createdAt: string
  passwordHash?: string
  password?: string
  [field: string]: unknown
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string')
    return null
  return { id: value.id, name: value.name }
}

export function isStoredUser(value: unknown): value is StoredUser {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    (typeof value.passwordHash === 'string' || typeof value.password === 'string')
  )
}
