import { createSelector } from '@reduxjs/toolkit'
import type { AppState } from '../../store/types'
import { selectAllTransactions, selectIncomeAndExpenses, type Transaction } from '../transactions'
import { selectAccountOf, selectAccounts } from '../accounts'
import { categorySlices, type MonthlyBar } from '../dashboard'
import type { NetWorthPoint } from './NetWorthLine'
import type { ReportPeriod } from './period'
import { categoryRows, monthRows, netWorthRows, totalRow, within } from './rows'
import { incomeTable, netWorthTable, spendingTable } from './tables'

const periodArg = (_state: AppState, period: ReportPeriod) => period
const accountArg = (_state: AppState, _period: ReportPeriod, account: string) => account

/** The first transaction's date (the list is newest first): where "All time" starts. */
export const selectFirstDate = (state: AppState): string | undefined =>
  selectAllTransactions(state).at(-1)?.date

/** Only the chosen account's transactions; all of them for ''. */
const inAccount = createSelector(
  [selectAccountOf, accountArg],
  (accountOf, account) => (transactions: readonly Transaction[]) =>
    account === '' ? transactions : transactions.filter((t) => accountOf(t) === account),
)

/** Income and expenses (transfers left out) of the period and of the one before it. */
const selectCounted = createSelector(
  [selectIncomeAndExpenses, periodArg, inAccount],
  (transactions, period, filter) => {
    const chosen = filter(transactions)
    return { current: within(chosen, period), previous: within(chosen, period.previous) }
  },
)

export const selectHasTransactions = createSelector(
  [selectCounted],
  ({ current }) => current.length > 0,
)

export const selectMonthRows = createSelector([selectCounted, periodArg], ({ current }, period) =>
  monthRows(current, period),
)

export const selectMonthTotal = createSelector([selectMonthRows], totalRow)

export const selectCategoryRows = createSelector([selectCounted], ({ current, previous }) =>
  categoryRows(current, previous),
)

export const selectNetWorthRows = createSelector(
  [selectAccounts, selectAllTransactions, inAccount, periodArg, accountArg],
  (accounts, transactions, filter, period, account) => {
    let opening = 0
    for (const { id, openingCents } of accounts) {
      if (account === '' || id === account) opening += openingCents
    }
    return netWorthRows(opening, filter(transactions), period)
  },
)

/** The charts' series: dollars for the scales, cents for every printed figure. */
export const selectIncomeBars = createSelector([selectMonthRows], (rows): MonthlyBar[] =>
  rows.map((row) => ({
    month: row.month,
    Income: row.incomeCents / 100,
    Expense: row.expenseCents / 100,
    incomeCents: row.incomeCents,
    expenseCents: row.expenseCents,
  })),
)

export const selectSpendingSlices = createSelector([selectCounted], ({ current }) =>
  categorySlices(current.filter((transaction) => transaction.type === 'expense')),
)

export const selectNetWorthPoints = createSelector([selectNetWorthRows], (rows): NetWorthPoint[] =>
  rows.map((row) => ({ x: row.month, y: row.netWorthCents / 100, cents: row.netWorthCents })),
)

/** Everything the three regions show: each table and its chart's series. */
export const selectReport = createSelector(
  [
    selectMonthRows,
    selectMonthTotal,
    selectCategoryRows,
    selectNetWorthRows,
    selectIncomeBars,
    selectSpendingSlices,
    selectNetWorthPoints,
  ],
  (months, total, categories, netWorth, incomeBars, spendingSlices, netWorthPoints) => ({
    tables: {
      'income-and-expenses': incomeTable(months, total),
      'spending-by-category': spendingTable(categories),
      'net-worth': netWorthTable(netWorth),
    },
    incomeBars,
    spendingSlices,
    netWorthPoints,
  }),
)
