/** A design token's current value, for places that cannot take `var()`: nivo writes some theme
 * colours into SVG attributes, which not every browser resolves variables in. Falls back to
 * the `var()` itself where no style sheet is loaded (jsdom). */
export function cssToken(name: `--${string}`): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return value || `var(${name})`
}
