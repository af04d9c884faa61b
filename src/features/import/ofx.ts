import type { ForeignCandidate } from './candidates'
import { parseSignedCents } from './amountText'
import { parseDateText } from './fileDates'
import { aggregates, field, readOfxTree, type OfxAggregate } from './ofxTree'
import { decodeXmlEntities } from './xmlEntities'

export type OfxResult =
  { ok: true; candidates: ForeignCandidate[] } | { ok: false; message: string }

/** Text a person reads: its references decoded. Not the FITID, which is only compared, and
 * stays as earlier imports stored it. */
function readable(aggregate: OfxAggregate | undefined, name: string): string {
  return decodeXmlEntities(field(aggregate, name))
}

/** The account a statement is of: "BANKID:ACCTID" for a bank account, ":ACCTID" for a card
 * (a card statement has no BANKID). Undefined when the file names no account. */
function accountOf(statement: OfxAggregate): string | undefined {
  const bank = aggregates(statement, 'BANKACCTFROM')[0]
  const accountId = field(bank ?? aggregates(statement, 'CCACCTFROM')[0], 'ACCTID')
  return accountId ? `${field(bank, 'BANKID')}:${accountId}` : undefined
}

/** The transactions of bank and credit-card statements, each with its statement's account;
 * investment statements hold no spending to track. */
function transactionsOf(ofx: OfxAggregate): { transaction: OfxAggregate; account?: string }[] {
  const bank = aggregates(ofx, 'BANKMSGSRSV1')
    .flatMap((messages) => aggregates(messages, 'STMTTRNRS'))
    .flatMap((response) => aggregates(response, 'STMTRS'))
  const card = aggregates(ofx, 'CREDITCARDMSGSRSV1')
    .flatMap((messages) => aggregates(messages, 'CCSTMTTRNRS'))
    .flatMap((response) => aggregates(response, 'CCSTMTRS'))
  return [...bank, ...card].flatMap((statement) => {
    const account = accountOf(statement)
    return aggregates(statement, 'BANKTRANLIST')
      .flatMap((list) => aggregates(list, 'STMTTRN'))
      .map((transaction) => ({ transaction, account }))
  })
}

/**
 * The transactions of an OFX or QFX statement, SGML (1.x) or XML (2.x), read by ofxTree.ts. The
 * amount's sign says money in or out; the bank's FITID and the statement's account are kept to
 * spot the transaction again; `line` is the transaction's position in the file.
 */
export function ofxCandidates(content: string): OfxResult {
  const ofx = readOfxTree(content)
  if (!ofx) return { ok: false, message: 'The OFX file is damaged and cannot be read.' }
  const candidates = transactionsOf(ofx).map(
    ({ transaction, account }, index): ForeignCandidate => {
      const payee =
        readable(transaction, 'NAME') || readable(aggregates(transaction, 'PAYEE')[0], 'NAME')
      const fitId = field(transaction, 'FITID')
      return {
        line: index + 1,
        // The day the bank posted it, as written: the time and zone after it are left out, so the
        // statement's day is the day the person sees (no shift across midnight).
        date: parseDateText(field(transaction, 'DTPOSTED') || field(transaction, 'DTUSER'), 'ymd'),
        cents: parseSignedCents(field(transaction, 'TRNAMT')),
        description: payee || readable(transaction, 'MEMO'),
        category: '',
        ...(fitId ? { bankId: fitId } : {}),
        ...(account ? { bankAccount: account } : {}),
      }
    },
  )
  return { ok: true, candidates }
}
