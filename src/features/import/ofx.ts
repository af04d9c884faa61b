import { parseStrict, type ofxTypes } from 'ofx-js'
import type { ForeignCandidate } from './candidates'
import { parseSignedCents } from './amountText'
import { parseDateText } from './fileDates'
import { decodeXmlEntities } from './xmlEntities'

type Statement = ofxTypes.StatementTransaction

export type OfxResult =
  { ok: true; candidates: ForeignCandidate[] } | { ok: false; message: string }

/** OFX has no way to know its content is there or a list of one, so everything may be either. */
function list<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** Text a person reads: its references decoded. Not the FITID, which is only compared, and
 * stays as earlier imports stored it. */
function readable(value: unknown): string {
  return decodeXmlEntities(text(value))
}

/** Bank and credit-card statements; investment statements hold no spending to track. */
function statementsOf(ofx: ofxTypes.ParsedOFX['OFX']): Statement[] {
  const bank = list(ofx.BANKMSGSRSV1?.STMTTRNRS).map((response) => response.STMTRS)
  const card = list(ofx.CREDITCARDMSGSRSV1?.CCSTMTTRNRS).map((response) => response.CCSTMTRS)
  return [...bank, ...card].flatMap((statement) => list(statement?.BANKTRANLIST?.STMTTRN))
}

/**
 * The transactions of an OFX or QFX statement, SGML (1.x) or XML (2.x), read by ofx-js. The
 * amount's sign says money in or out; the bank's FITID is kept to spot the transaction again;
 * `line` is the transaction's position in the file (ofx-js does not keep line numbers).
 */
export function ofxCandidates(content: string): OfxResult {
  let parsed: ofxTypes.ParsedOFX
  try {
    parsed = parseStrict(content)
  } catch {
    return { ok: false, message: 'The OFX file is damaged and cannot be read.' }
  }
  if (!parsed.OFX) return { ok: false, message: 'The OFX file is damaged and cannot be read.' }
  const candidates = statementsOf(parsed.OFX).map((transaction, index): ForeignCandidate => {
    const payee = readable(transaction.NAME) || readable(transaction.PAYEE?.NAME)
    const fitId = text(transaction.FITID)
    return {
      line: index + 1,
      // The day the bank posted it, as written: the time and zone after it are left out, so the
      // statement's day is the day the person sees (no shift across midnight).
      date: parseDateText(text(transaction.DTPOSTED) || text(transaction.DTUSER), 'ymd'),
      cents: parseSignedCents(text(transaction.TRNAMT)),
      description: payee || readable(transaction.MEMO),
      category: '',
      ...(fitId ? { bankId: fitId } : {}),
    }
  })
  return { ok: true, candidates }
}
