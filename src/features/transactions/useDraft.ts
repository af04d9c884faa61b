import { useState } from 'react'

/**
 * A field's own copy of a value held elsewhere (the URL). Keystrokes change the copy at once, so
 * the caret and a half-typed date never jump while the URL catches up; when the outside value
 * changes (back button, Clear All) the copy follows it.
 */
export function useDraft(value: string): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(value)
  const [followed, setFollowed] = useState(value)
  if (value !== followed) {
    setFollowed(value)
    setDraft(value)
  }
  return [draft, setDraft]
}
