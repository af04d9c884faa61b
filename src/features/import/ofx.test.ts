import { OWN_IMPORT_FIXTURES, parseFixture } from '../../test/importFixtures'
import { ofxCandidates } from './ofx'

const expense = { type: 'expense', category: 'Misc' } as const

describe('OFX and QFX statements', () => {
  it('reads an SGML statement: payee, else memo, FITID kept, dates without the time', () => {
    const file = parseFixture('data-payee-memo.ofx')
    expect(file.format).toBe('ofx')
    expect(file.formatLabel).toBe('OFX bank statement')
    expect(file.refused).toEqual([])
    expect(file.rows).toEqual([
      {
        ...expense,
        date: '2019-01-23',
        amountCents: 1000,
        description: 'Payee Name',
        bankId: 'test-name-and-memo',
      },
      {
        ...expense,
        date: '2019-01-23',
        amountCents: 2000,
        description: 'Payee Name Only',
        bankId: 'test-name-only',
      },
      {
        ...expense,
        date: '2019-01-23',
        amountCents: 3000,
        description: 'Memo Only Text',
        bankId: 'test-memo-only',
      },
      {
        ...expense,
        date: '2019-01-23',
        amountCents: 4000,
        description: '',
        bankId: 'test-neither',
      },
    ])
  })

  it('reads amounts with more than two decimals', () => {
    const file = parseFixture('data-multi-decimal.ofx')
    expect(file.rows.map(({ amountCents, description }) => [amountCents, description])).toEqual([
      [3000, 'PATIENT FIRST TOKEN 01/22 PURCHA'],
      [377, 'STARBUCKS STORE 07604 01/21 PURC'],
    ])
    expect(file.rows.map((row) => row.bankId)).toEqual([
      '00092990122-30.00019012312798.01',
      '00092990121-3.77019012312828.01',
    ])
  })

  it('reads the statement the end-to-end tests of Actual use', () => {
    expect(parseFixture('test-account.ofx').rows).toEqual([
      {
        ...expense,
        date: '2024-07-15',
        amountCents: 1250,
        description: 'Corner Cafe',
        bankId: 'e2e-account-match-1',
      },
      {
        ...expense,
        date: '2024-07-16',
        amountCents: 4000,
        description: 'Grocery Store',
        bankId: 'e2e-account-match-2',
      },
    ])
  })

  it.each([
    ['1252.qfx', 'Café Métro €uro', 'cafe1252xx'],
    ['utf-8.qfx', 'Café Métro €uro', 'cafeUtf8xx'],
    ['8859-1.qfx', 'Paiement facture/Carte prépayée', 'wSoKuCS77'],
  ])('reads %s in its own encoding', (name, description, bankId) => {
    const file = parseFixture(name)
    expect(file.formatLabel).toBe('QFX bank statement')
    expect(file.rows).toEqual([
      { ...expense, date: '2022-10-19', amountCents: 2000, description, bankId },
    ])
  })

  it('reads an XML (2.x) credit-card statement: entities, the day as written, memo for a blank name', () => {
    const file = parseFixture('statement-v2.ofx', { dir: OWN_IMPORT_FIXTURES })
    expect(file.rows).toEqual([
      {
        ...expense,
        date: '2026-02-28',
        amountCents: 6499,
        description: 'Librairie G&D Montréal',
        bankId: '2026022800001',
      },
      {
        type: 'income',
        category: 'Misc',
        date: '2026-03-01',
        amountCents: 25000,
        description: 'Payment - thank you',
        bankId: '2026030100002',
      },
    ])
  })

  it('decodes the references ofx-js leaves in a name or memo, not the FITID', () => {
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
