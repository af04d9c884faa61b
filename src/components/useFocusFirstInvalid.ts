import { useEffect, useRef, useState } from 'react'

/**
 * For a form whose errors show under its fields: after a refused submit, focus goes to the first
 * field marked invalid, so a screen reader reads that field with its error (aria-describedby)
 * and a keyboard user is where the fix is. Without it focus stays on the submit button and
 * nothing is announced.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const container = useRef<T>(null)
  const [submits, setSubmits] = useState(0)
  useEffect(() => {
    if (submits === 0) return
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [submits])
  /** Call on each submit, after the errors are set. */
  const submitted = () => setSubmits((count) => count + 1)
  return { container, submitted }
}
