/** An OFX aggregate as read: its elements by tag name, a name met twice holding a list. */
export interface OfxAggregate {
  [tag: string]: OfxNode | OfxNode[]
}

/** An element holds text (SGML leaves an element's end tag out) or other elements. */
export type OfxNode = string | OfxAggregate

interface Element {
  name: string
  text: string
  children: Element[]
}

/** OFX nests about ten deep; anything far deeper is not a statement, and the limit bounds the
 * work of closing elements whose end tag SGML left out. */
const MAX_DEPTH = 32

/** The references every OFX reader decodes, and the only ones: a FITID is kept as written
 * otherwise, as earlier imports stored it (names and memos decode the rest, see ofx.ts). */
const REFERENCES: Readonly<Record<string, string>> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' }

function elementText(raw: string): string {
  return raw.trim().replace(/&(?:lt|gt|amp);/g, (reference) => REFERENCES[reference])
}

function toNode(element: Element): OfxNode {
  if (element.children.length === 0) return element.text
  const aggregate: OfxAggregate = {}
  for (const child of element.children) {
    const node = toNode(child)
    const seen = aggregate[child.name]
    if (seen === undefined) aggregate[child.name] = node
    else if (Array.isArray(seen)) seen.push(node)
    else aggregate[child.name] = [seen, node]
  }
  return aggregate
}

/**
 * Reads the `<OFX>` element of an OFX file, SGML (1.x: leaves' end tags left out) or XML (2.x),
 * into plain objects; null when it is damaged (a tag never closed, an end tag without its start,
 * nesting far deeper than OFX goes). One pass over the text, each character looked at a bounded
 * number of times, so a crafted file takes time in proportion to its size: ofx-js's SGML
 * fallback, used before, rewrote tags with a pattern that backtracks without end on a 60-byte
 * file.
 */
export function readOfxTree(content: string): OfxAggregate | null {
  const start = content.search(/<OFX[\s>]/i)
  if (start < 0) return null
  const root: Element = { name: '', text: '', children: [] }
  const open: Element[] = [root]
  const top = () => open[open.length - 1]

  /** Ends the element open at `depth` and, first, those SGML left open inside it. One left open
   * that holds elements was a leaf without text (`<NAME><MEMO>x`): they belong to its parent. */
  function closeAt(depth: number): void {
    while (open.length - 1 > depth) {
      const left = open.pop() as Element
      for (const child of left.children) top().children.push(child)
      left.children = []
    }
    open.pop()
  }

  let at = start
  while (at < content.length) {
    const lt = content.indexOf('<', at)
    const text = content.slice(at, lt < 0 ? content.length : lt)
    if (text.trim() !== '' && top() !== root && top().children.length === 0) {
      top().text = elementText(text)
    }
    if (lt < 0) break
    if (content.startsWith('<!--', lt)) {
      const end = content.indexOf('-->', lt + 4)
      if (end < 0) return null
      at = end + 3
      continue
    }
    const gt = content.indexOf('>', lt)
    if (gt < 0) return null
    at = gt + 1
    const tag = content.slice(lt + 1, gt).trim()
    if (tag.startsWith('?') || tag.startsWith('!')) continue
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim()
      let depth = open.length - 1
      while (depth > 0 && open[depth].name !== name) depth -= 1
      if (depth === 0) return null
      closeAt(depth)
      continue
    }
    // A leaf's text ends it: SGML writes `<TRNAMT>-5.00<FITID>…` without `</TRNAMT>`.
    if (top().text !== '') open.pop()
    if (open.length > MAX_DEPTH) return null
    const selfClosing = tag.endsWith('/')
    const name = (selfClosing ? tag.slice(0, -1) : tag).split(/\s/, 1)[0]
    const element: Element = { name, text: '', children: [] }
    top().children.push(element)
    if (!selfClosing) open.push(element)
  }
  if (open.length > 1) return null
  const [ofx] = root.children
  return ofx && ofx.name.toUpperCase() === 'OFX' && ofx.children.length > 0
    ? (toNode(ofx) as OfxAggregate)
    : null
}

/** The aggregates under `name`, one or several (OFX cannot say which it will be). */
export function aggregates(node: OfxNode | undefined, name: string): OfxAggregate[] {
  if (node === undefined || typeof node === 'string') return []
  const value = node[name]
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value]
  return values.filter((child): child is OfxAggregate => typeof child !== 'string')
}

/** The text of the element `name`, trimmed; empty when there is none. */
export function field(node: OfxNode | undefined, name: string): string {
  if (node === undefined || typeof node === 'string') return ''
  const value = node[name]
  return typeof value === 'string' ? value : ''
}
