/**
 * A value made on its first use rather than when its module loads. For the page's Intl objects:
 * the first one a page makes takes 15-25 ms (the ICU data), which the main bundle's evaluation
 * should not pay for screens, such as sign-in, that order no categories.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null
  return () => (made ??= { value: make() }).value
}
