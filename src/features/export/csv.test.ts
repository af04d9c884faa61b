import type { Transaction } from '../transactions/model'
import { splitTransaction, transaction } from '../../test/fixtures'
import { toCsv } from './csv'

function t(description: string, fields: Partial<Transaction> = {}): Transaction {
  return transaction({ amountCents: 1250, date: '2026-03-01', description, ...fields })
}

describe('CSV export', () => {
  it('writes a header and RFC 4180 rows', () => {
    expect(
      toCsv([
        t('Lunch, with "friends"'),
        t('two\nlines', { type: 'income', category: 'Gift', amountCents: 5 }),
      ]),
    ).toBe(
      'date,type,category,description,amount,tags,split\r\n' +
        '2026-03-01,expense,Food,"Lunch, with ""friends""",12.50,,\r\n' +
        '2026-03-01,income,Gift,"two\nlines",0.05,,',
    )
  })

  it('writes the tags in one cell and a split as a row per line, numbered', () => {
    const split = splitTransaction({ date: '2026-03-01', description: 'Shop' })
    expect(toCsv([split]).split('\r\n').slice(1)).toEqual([
      '2026-03-01,expense,Food,Shop,7.50,"work, trip",1/2',
      '2026-03-01,expense,Bills,Shop,2.50,"work, trip",2/2',
    ])
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    const csv = toCsv([t('=HYPERLINK("http://x")'), t('+1'), t('-2'), t('@SUM(A1)')])
    const cells = csv
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[3])
    expect(cells.map((cell) => cell.replace(/^"|"$/g, '').charAt(0))).toEqual(["'", "'", "'", "'"])
  })

  it("guards a person's text in each column that holds it, and nothing else", () => {
    const row = t('=HYPERLINK("http://x")', { category: '+Food', tags: ['@work'] })
    expect(toCsv([row], () => '-Savings').split('\r\n')[1]).toBe(
      `2026-03-01,expense,'+Food,'-Savings,"'=HYPERLINK(""http://x"")",12.50,'@work,`,
    )
  })

  it("adds each row's account after the category when given how to name it", () => {
    expect(
      toCsv([t('Tea', { account: 's' })], (row) => (row.account === 's' ? 'Savings' : 'Main')),
    ).toBe(
      'date,type,category,account,description,amount,tags,split\r\n' +
        '2026-03-01,expense,Food,Savings,Tea,12.50,,',
    )
  })
})
