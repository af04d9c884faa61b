import { csvFileName, tableCsv } from './table'
import { incomeTable, spendingTable } from './tables'

describe('the CSV of a report table', () => {
  it('has the header row and money as plain decimals', () => {
    const month = { month: '3/2026', incomeCents: 123456, expenseCents: 500, netCents: 122956 }
    const loss = { month: '4/2026', incomeCents: 0, expenseCents: 500, netCents: -500 }
    const total = { month: 'Total', incomeCents: 123456, expenseCents: 1000, netCents: 122456 }
    expect(tableCsv(incomeTable([month, loss], total))).toBe(
      'Month,Income,Expenses,Net\r\n' +
        '3/2026,1234.56,5.00,1229.56\r\n' +
        '4/2026,0.00,5.00,-5.00\r\n' +
        'Total,1234.56,10.00,1224.56\r\n',
    )
  })

  it('quotes a cell holding a comma or a quote', () => {
    const rows = [{ category: 'Food, "out"', spentCents: 250, share: '100%', change: 'New' }]
    expect(tableCsv(spendingTable(rows))).toBe(
      'Category,Spent,Share,Change\r\n"Food, ""out""",2.50,100%,New\r\n',
    )
  })

  it('guards a category a spreadsheet would run as a formula, not the figures or the money', () => {
    const rows = [
      {
        category: '=HYPERLINK("http://evil.example","Click")',
        spentCents: 500,
        share: '100%',
        change: '-5%',
      },
      { category: '@Refunds', spentCents: 0, share: '0%', change: '+12%' },
    ]
    expect(tableCsv(spendingTable(rows))).toBe(
      'Category,Spent,Share,Change\r\n' +
        `"'=HYPERLINK(""http://evil.example"",""Click"")",5.00,100%,-5%\r\n` +
        "'@Refunds,0.00,0%,+12%\r\n",
    )
  })

  it('is named for its region and dates', () => {
    expect(csvFileName('spending-by-category', '2026-01-01', '2026-03-31')).toBe(
      'report-spending-by-category-2026-01-01-2026-03-31.csv',
    )
  })
})
