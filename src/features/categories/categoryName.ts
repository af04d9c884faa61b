import { SPLIT_CATEGORY } from './defaults'

export const categoryMessages = {
  empty: 'Please enter a category name',
  taken: 'This category already exists',
} as const

export type NameCheck = { ok: true; name: string } | { ok: false; message: string }

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * A name typed for a category of a list: trimmed, and unique in that list ignoring case
 * (hidden categories included: showing one again must not make two). `renaming` is the name
 * being changed, which the new one may equal but for case ("food" to "Food").
 */
export function checkCategoryName(
  text: string,
  names: readonly string[],
  renaming?: string,
): NameCheck {
  const name = text.trim()
  if (name === '') return { ok: false, message: categoryMessages.empty }
  const taken =
    same(name, SPLIT_CATEGORY) || names.some((other) => other !== renaming && same(other, name))
  return taken ? { ok: false, message: categoryMessages.taken } : { ok: true, name }
}
