const PROBE_ORIGIN = 'https://app.invalid'

/** Whether a path stays on the page's own origin as a browser reads it. Browsers drop tabs and
 * line breaks and read `\` as `/`, so `//host`, `/\host` and `/<tab>/host` all name another. */
export function isOwnPath(path: string): boolean {
  if (!path.startsWith('/')) return false
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}
