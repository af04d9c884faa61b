import type { CategoryRow, MonthRow, NetWorthRow } from './rows'
import type { ReportTable } from './table'

/** Month, Income, Expenses, Net; the last row "Total". */
export function incomeTable(rows: readonly MonthRow[], total: MonthRow): ReportTable {
  return {
    columns: ['Month', 'Income', 'Expenses', 'Net'],
    rows: [...rows, total].map((row) => ({
      key: row.month,
      cells: [
        { figure: row.month },
        { cents: row.incomeCents },
        { cents: row.expenseCents },
        { cents: row.netCents },
      ],
    })),
  }
}

export function spendingTable(rows: readonly CategoryRow[]): ReportTable {
  return {
    columns: ['Category', 'Spent', 'Share', 'Change'],
    rows: rows.map((row) => ({
      key: row.category,
      cells: [
        row.category,
        { cents: row.spentCents },
        { figure: row.share },
        { figure: row.change },
      ],
    })),
  }
}

export function netWorthTable(rows: readonly NetWorthRow[]): ReportTable {
  return {
    columns: ['Month', 'Net worth'],
    rows: rows.map((row) => ({
      key: row.month,
      cells: [{ figure: row.month }, { cents: row.netWorthCents }],
    })),
  }
}
