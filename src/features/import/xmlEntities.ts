/** Named references XML defines beyond the three the OFX reader decodes (&amp; &lt; &gt;). */
const NAMED: Readonly<Record<string, string>> = { apos: "'", quot: '"' }

/** A character XML text may hold: no NUL or other C0 control but tab and line ends, no lone
 * surrogate, nothing past U+10FFFF. */
function isXmlCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  )
}

/**
 * Decodes &apos;, &quot; and numeric references (&#38; &#x26;) in text the OFX reader gave, which
 * leaves them as written. By hand rather than through the DOM: a bank's text must never be read
 * as HTML. A reference to no character stays as written, so nothing is silently lost.
 */
export function decodeXmlEntities(text: string): string {
  return text.replace(
    /&(?:(apos|quot)|#([0-9]+)|#[xX]([0-9a-fA-F]+));/g,
    (reference, name?: string, decimal?: string, hex?: string) => {
      if (name) return NAMED[name]
      const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16)
      return isXmlCharacter(code) ? String.fromCodePoint(code) : reference
    },
  )
}
