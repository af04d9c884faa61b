import { parseFixture } from '../../test/importFixtures'
import { withinTime } from '../../test/withinTime'
import { ofxCandidates } from './ofx'
import { parseImportFile } from './parseImportFile'

const expense = { type: 'expense', category: 'Misc' } as const
const checking = '110000000:000123456789'

describe('OFX and QFX statements', () => {
  it('reads an SGML statement: payee, else memo, FITID and account kept, the day without the time', () => {
    const file = parseFixture('checking.ofx')
    expect(file.format).toBe('ofx')
    expect(file.formatLabel).toBe('OFX bank statement')
    expect(file.refused).toEqual([])
    expect(file.rows).toEqual([
      {
        ...expense,
        date: '2026-03-02',
        amountCents: 5000,
        description: 'ATM WITHDRAWAL MAIN ST',
        bankId: '1001',
        bankAccount: checking,
      },
      // Three decimals, and an entity in the name.
      {
        ...expense,
        date: '2026-03-03',
        amountCents: 377,
        description: 'BEAN & LEAF COFFEE',
        bankId: '1002',
        bankAccount: checking,
      },
      {
        ...expense,
        date: '2026-03-04',
        amountCents: 12050,
        description: 'CITY WATER UTILITY',
        bankId: '1003',
        bankAccount: checking,
      },
      {
        type: 'income',
        category: 'Misc',
        date: '2026-03-05',
        amountCents: 240000,
        description: '',
        bankId: '1004',
        bankAccount: checking,
      },
    ])
  })

  it('reads a statement with Windows line ends', () => {
    expect(
      parseFixture('savings.ofx').rows.map(({ amountCents, description }) => [
        amountCents,
        description,
      ]),
    ).toEqual([
      [90000, 'TRANSFER FROM CHECKING'],
      [125, 'INTEREST PAID'],
    ])
  })

  it.each([
    ['cafe-1252.qfx', 'Café Crème €uro', 'QC1252-01', '081500000:4410-1252'],
    ['cafe-utf8.qfx', 'Café Crème €uro', 'QCUTF8-01', '081500000:4410-UTF8'],
    ['epicerie-8859-1.qfx', 'Épicerie Françoise', 'QC8859-01', '081500000:4410-8859'],
  ])('reads %s in the charset its header names', (name, description, bankId, bankAccount) => {
    const file = parseFixture(name)
    expect(file.formatLabel).toBe('QFX bank statement')
    expect(file.rows).toEqual([
      { ...expense, date: '2026-03-09', amountCents: 1450, description, bankId, bankAccount },
    ])
  })

  it('reads an XML (2.x) credit-card statement: its card as the account, entities, the day as written, memo for a blank name', () => {
    const file = parseFixture('statement-v2.ofx')
    expect(file.rows).toEqual([
      {
        ...expense,
        date: '2026-02-28',
        amountCents: 6499,
        description: 'Librairie G&D Montréal',
        bankId: '2026022800001',
        bankAccount: ':4111111111111111',
      },
      {
        type: 'income',
        category: 'Misc',
        date: '2026-03-01',
        amountCents: 25000,
        description: 'Payment - thank you',
        bankId: '2026030100002',
        bankAccount: ':4111111111111111',
      },
    ])
  })

  it('reads each statement’s account, and none where the file names none', () => {
    const statement = (account: string, fitId: string) =>
      `<STMTTRNRS><STMTRS>${account}<BANKTRANLIST><STMTTRN><TRNAMT>-1<DTPOSTED>20260301` +
      `<FITID>${fitId}</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS>`
    const result = ofxCandidates(
      'OFXHEADER:100\n<OFX><BANKMSGSRSV1>' +
        statement('<BANKACCTFROM><BANKID>1<ACCTID>22<ACCTTYPE>SAVINGS</BANKACCTFROM>', 'A') +
        statement('<BANKACCTFROM><BANKID>1<ACCTID>33</BANKACCTFROM>', 'A') +
        statement('', 'B') +
        '</BANKMSGSRSV1></OFX>',
    )
    if (!result.ok) throw new Error(result.message)
    expect(result.candidates.map(({ bankId, bankAccount }) => [bankId, bankAccount])).toEqual([
      ['A', '1:22'],
      ['A', '1:33'],
      ['B', undefined],
    ])
  })

  it('decodes every reference in a name or memo, in the FITID only the three OFX readers do', () => {
    const content =
      'OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>' +
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260301<TRNAMT>-1.00<FITID>a&apos;1' +
      '<NAME>O&apos;Reilly &#38; Sons</STMTTRN>' +
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260301<TRNAMT>-2.00<FITID>b' +
      '<MEMO>&quot;Caf&#xE9;&quot; &lt;3</STMTTRN>' +
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>'
    const result = ofxCandidates(content)
    if (!result.ok) throw new Error(result.message)
    expect(result.candidates.map(({ description, bankId }) => [description, bankId])).toEqual([
      ["O'Reilly & Sons", 'a&apos;1'],
      ['"Café" <3', 'b'],
    ])
  })

  it('refuses a transaction without a usable amount or date, by its position', () => {
    const sgml = (amount: string, date: string) =>
      `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${date}<TRNAMT>${amount}<FITID>x<NAME>Shop</STMTTRN>`
    const content =
      'OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>' +
      sgml('-1.00', '20260301') +
      sgml('abc', '20260302') +
      sgml('-2.00', '20261301') +
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>'
    const result = ofxCandidates(content)
    if (!result.ok) throw new Error(result.message)
    expect(result.candidates.map(({ line, cents, date }) => [line, cents, date])).toEqual([
      [1, -100, '2026-03-01'],
      [2, null, '2026-03-02'],
      [3, -200, null],
    ])
  })

  it('says a damaged file cannot be read', () => {
    expect(ofxCandidates('OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS>')).toEqual({
      ok: false,
      message: 'The OFX file is damaged and cannot be read.',
    })
  })
})

describe('a crafted OFX file', () => {
  const damaged = { ok: false, message: 'The OFX file is damaged and cannot be read.' }
  const header = 'OFXHEADER:100\n'
  // Each shape at 100 and 500 KB. A reader linear in the size takes milliseconds; the one this
  // replaced (ofx-js 1.1.1's SGML fallback) doubled its time with each letter of the first shape,
  // and took the square of the size on a run of blanks.
  const shapes: [string, (n: number) => string, unknown][] = [
    ['a long tag name then text', (n) => `<OFX><${'A'.repeat(n)}>x`, damaged],
    ['tags opened without end', (n) => `<OFX>${'<A>'.repeat(n / 3)}`, damaged],
    ['end tags without start', (n) => `<OFX>${'</A>'.repeat(n / 4)}`, damaged],
    ['a run of <', (n) => `<OFX>${'<'.repeat(n)}`, damaged],
    ['blanks then text', (n) => `<OFX>${' '.repeat(n)}x`, damaged],
    [
      'many elements and no statement',
      (n) => `<OFX>${'<A>x'.repeat(n / 4)}</OFX>`,
      { ok: false, message: 'The file holds no transactions.' },
    ],
  ]
  const cases = shapes.flatMap(([what, make, outcome]) =>
    [100_000, 500_000].map((size) => ({ what, size, content: header + make(size), outcome })),
  )

  it.each(cases)('with $what ($size characters) is refused in time', ({ content, outcome }) => {
    const bytes = new TextEncoder().encode(content)
    expect(withinTime(5_000, () => parseImportFile('crafted.ofx', bytes))).toEqual(outcome)
  })
})
