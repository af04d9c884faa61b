import { parseFixture } from '../../test/importFixtures'
import { fitsHeader, headerKey } from './genericCsv'
import type { ColumnChoice } from './model'
import { parseImportFile } from './parseImportFile'

describe('a CSV of unknown origin, with guessed columns', () => {
  it('reads UTF-8 without a byte-order mark: payee as the description, signed amounts', () => {
    const file = parseFixture('utf8.csv')
    expect(file.format).toBe('csv')
    expect(file.formatLabel).toBe('CSV file')
    expect(file.columns).toEqual({
      header: ['Date', 'Payee', 'Amount'],
      key: '["date","payee","amount"]',
      choice: {
        date: 0,
        amount: { column: 2 },
        description: 1,
        memo: null,
        category: null,
        dateOrder: 'ymd',
      },
    })
    expect(file.rows).toEqual([
      {
        date: '2025-10-01',
        type: 'expense',
        amountCents: 1280,
        category: 'Misc',
        description: 'Crêperie Aurélie',
      },
      {
        date: '2025-10-02',
        type: 'expense',
        amountCents: 435,
        category: 'Misc',
        description: 'Bäckerei Größ',
      },
      {
        date: '2025-10-03',
        type: 'income',
        amountCents: 6000,
        category: 'Misc',
        description: 'Refund Åsa Ørsted',
      },
    ])
  })

  it('reads Windows-1252 and year.month.day dates', () => {
    expect(parseFixture('windows-1252.csv').rows).toEqual([
      {
        date: '2025-12-06',
        type: 'expense',
        amountCents: 740,
        category: 'Misc',
        description: 'Pâtisserie Noël',
      },
      {
        date: '2025-12-07',
        type: 'expense',
        amountCents: 310,
        category: 'Misc',
        description: 'Café €uro — Zoë',
      },
    ])
  })

  it('reads a German bank’s UTF-8 file with a byte-order mark: semicolons, the memo when no payee column', () => {
    const file = parseFixture('utf8-bom.csv')
    expect(file.columns?.header[0]).toBe('Kontoinhaber')
    expect(file.columns?.choice).toMatchObject({
      date: 1,
      amount: { column: 2 },
      description: null,
      memo: 5,
      dateOrder: 'ymd',
    })
    expect(file.rows).toEqual([
      {
        date: '2025-11-28',
        type: 'expense',
        amountCents: 2390,
        category: 'Misc',
        description: 'Kartenzahlung',
      },
      {
        date: '2025-11-30',
        type: 'income',
        amountCents: 125000,
        category: 'Misc',
        description: 'Gehalt November',
      },
    ])
  })

  it('reads Debit and Credit columns and day-first dates', () => {
    const file = parseFixture('debit-credit-dmy.csv')
    expect(file.columns?.choice).toEqual({
      date: 0,
      description: 1,
      memo: null,
      category: null,
      amount: { outflow: 2, inflow: 3 },
      dateOrder: 'dmy',
    })
    expect(file.rows).toEqual([
      {
        date: '2026-01-31',
        type: 'expense',
        amountCents: 2345,
        category: 'Misc',
        description: 'TESCO STORES 2041',
      },
      {
        date: '2026-02-01',
        type: 'income',
        amountCents: 185000,
        category: 'Misc',
        description: 'SALARY ACME LTD',
      },
      {
        date: '2026-02-03',
        type: 'expense',
        amountCents: 310,
        category: 'Misc',
        description: 'COSTA COFFEE, LONDON',
      },
      {
        date: '2026-02-14',
        type: 'income',
        amountCents: 1299,
        category: 'Misc',
        description: 'REFUND AMAZON',
      },
    ])
  })

  it('reads a tab-separated UTF-16 file and its category column', () => {
    expect(parseFixture('utf16le-bom.csv').rows).toEqual([
      {
        date: '2026-02-03',
        type: 'expense',
        amountCents: 420,
        category: 'Food',
        description: 'Café Crème',
      },
      {
        date: '2026-02-04',
        type: 'expense',
        amountCents: 1260,
        category: 'Transport',
        description: 'Zürich Hauptbahnhof',
      },
      {
        date: '2026-02-05',
        type: 'income',
        amountCents: 250000,
        category: 'Salary',
        description: 'Paie février',
      },
    ])
  })

  it('finds dates and amounts by their cells when the header names say nothing', () => {
    const outcome = parseImportFile(
      'x.csv',
      new TextEncoder().encode('A,B,C\nLunch,25/03/2026,-12.00\n'),
    )
    if (!outcome.ok) throw new Error(outcome.message)
    expect(outcome.file.columns?.choice).toMatchObject({
      date: 1,
      amount: { column: 2 },
      dateOrder: 'dmy',
    })
    expect(outcome.file.rows).toEqual([
      { date: '2026-03-25', type: 'expense', amountCents: 1200, category: 'Misc', description: '' },
    ])
  })

  it('reads no row while its dates read two ways, until the person chooses their format', () => {
    const text = new TextEncoder().encode(
      'Date,Text,Amount\n05/03/2026,Lunch,-12.00\n06/03/2026,Tea,-3\n',
    )
    const outcome = parseImportFile('uk.csv', text)
    if (!outcome.ok) throw new Error(outcome.message)
    const { columns, rows, unread } = outcome.file
    expect(columns?.choice.dateOrder).toBeNull()
    expect({ rows, unread }).toEqual({ rows: [], unread: 2 })
    if (!columns) throw new Error('no columns')
    const chosen = parseImportFile('uk.csv', text, {
      columns: { ...columns.choice, dateOrder: 'dmy' },
    })
    expect(chosen.ok && chosen.file.rows.map((row) => row.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
    ])
  })

  it('takes "Description" over a "Details" column before it (Chase checking)', () => {
    const outcome = parseImportFile(
      'chase.csv',
      new TextEncoder().encode(
        'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\n' +
          'DEBIT,03/15/2026,STARBUCKS STORE 123,-5.25,DEBIT_CARD,100.00,\n',
      ),
    )
    if (!outcome.ok) throw new Error(outcome.message)
    expect(outcome.file.columns?.choice).toMatchObject({ date: 1, description: 2 })
    expect(outcome.file.rows).toEqual([
      {
        date: '2026-03-15',
        type: 'expense',
        amountCents: 525,
        category: 'Misc',
        description: 'STARBUCKS STORE 123',
      },
    ])
  })
})

describe('a CSV of unknown origin, with chosen columns', () => {
  const text = new TextEncoder().encode(
    'When,What,Kind,Value\n31/01/2026,Tea,Drinks,-3.5\n01/02/2026,Gift,,20\n',
  )
  const choice: ColumnChoice = {
    date: 0,
    description: 1,
    memo: null,
    category: 2,
    amount: { column: 3 },
    dateOrder: 'dmy',
  }
  const key = headerKey(['When', 'What', 'Kind', 'Value'])

  function parse(options: Parameters<typeof parseImportFile>[2]) {
    const outcome = parseImportFile('bank.csv', text, options)
    if (!outcome.ok) throw new Error(outcome.message)
    return outcome.file
  }

  it('reads the rows with the columns the person chose', () => {
    const file = parse({ columns: choice })
    expect(file.columns).toEqual({ header: ['When', 'What', 'Kind', 'Value'], key, choice })
    expect(file.rows).toEqual([
      {
        date: '2026-01-31',
        type: 'expense',
        amountCents: 350,
        category: 'Drinks',
        description: 'Tea',
      },
      {
        date: '2026-02-01',
        type: 'income',
        amountCents: 2000,
        category: 'Misc',
        description: 'Gift',
      },
    ])
  })

  it('refuses rows the chosen date format cannot read, with the form’s message', () => {
    const file = parse({ columns: { ...choice, dateOrder: 'mdy' } })
    expect(file.refused).toEqual([{ line: 2, messages: ['Please select a date'] }])
    expect(file.rows.map((row) => row.date)).toEqual(['2026-01-02'])
  })

  it('uses a choice remembered for this header, and ignores one that does not fit it', () => {
    expect(parse({ remembered: { [key]: choice } }).columns?.choice).toEqual(choice)
    const tooFar = { ...choice, category: 9 }
    expect(parse({ remembered: { [key]: tooFar } }).columns?.choice).not.toEqual(tooFar)
  })
})

describe('fitsHeader', () => {
  it('accepts only choices naming columns the header has', () => {
    const header = ['a', 'b']
    const choice = {
      date: 0,
      description: null,
      memo: null,
      category: null,
      amount: { column: 1 },
      dateOrder: 'ymd',
    }
    expect(fitsHeader(choice, header)).toBe(true)
    expect(fitsHeader({ ...choice, amount: { outflow: 0, inflow: 1 } }, header)).toBe(true)
    expect(fitsHeader({ ...choice, amount: { column: 2 } }, header)).toBe(false)
    expect(fitsHeader({ ...choice, dateOrder: 'dym' }, header)).toBe(false)
    expect(fitsHeader({ ...choice, date: '0' }, header)).toBe(false)
    expect(fitsHeader(null, header)).toBe(false)
  })
})
