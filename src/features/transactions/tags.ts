/**
 * Tags as stored (`tags: ["vacation", "work"]`): each trimmed and lower-cased, empty ones left
 * out, each once, in the order first written. From the form's comma-separated text or a stored
 * array (whose non-text entries are left out).
 */
export function normaliseTags(input: string | readonly unknown[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input
  const tags: string[] = []
  for (const part of parts) {
    if (typeof part !== 'string') continue
    const tag = part.trim().toLowerCase()
    if (tag !== '' && !tags.includes(tag)) tags.push(tag)
  }
  return tags
}

/** The form's text for stored tags. */
export function tagsText(tags: readonly string[] | undefined): string {
  return tags ? tags.join(', ') : ''
}

export function sameTags(a: readonly string[] | undefined, b: readonly string[] | undefined) {
  if (a === b) return true
  const x = a ?? []
  const y = b ?? []
  return x.length === y.length && x.every((tag, i) => tag === y[i])
}
