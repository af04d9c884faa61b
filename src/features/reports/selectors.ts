import { createSelector } from '@reduxjs/toolkit'
import type { AppState } from '../../store/types'
import { selectAllTransactions, selectIncomeAndExpenses, type Transaction } from '../transactions'
import { selectAccountOf, selectAccounts } from '../accounts'
import { categorySlices, type MonthlyBar } from '../dashboard'
import type { NetWorthPoint } from './NetWorthLine'
import type { ReportPeriod } from './period'
import {
  categoryRows,
  dailyBalances,
  monthlySpending,
  monthRows,
  netWorthRows,
  spentIn,
  totalRow,
  within,
} from './rows'
import { incomeTable, netWorthTable, spendingTable } from './tables'

const periodArg = (_state: AppState, period: ReportPeriod) => period
const accountArg = (_state: AppState, _period: ReportPeriod, account: string) => account

/** The first transaction's date (the list is newest first): where "All time" starts. */
export const selectFirstDate = (state: AppState): string | undefined =>
  selectAllTransactions(state).at(-1)?.date

/** The last transaction's date, which may be ahead of today: where "All time" ends when it is
 * after this month. */
export const selectLastDate = (state: AppState): string | undefined =>
  selectAllTransactions(state).at(0)?.date

/** Only the chosen account's transactions; all of them for ''. */
const inAccount = createSelector(
  [selectAccountOf, accountArg],
  (accountOf, account) => (transactions: readonly Transaction[]) =>
    account === '' ? transactions : transactions.filter((t) => accountOf(t) === account),
)

/** Income and expenses (transfers left out) of the chosen account, newest first. */
const selectChosen = createSelector([selectIncomeAndExpenses, inAccount], (transactions, filter) =>
  filter(transactions),
)

/** Every transaction of the chosen account, transfers included, newest first. */
const selectChosenAll = createSelector([selectAllTransactions, inAccount], (transactions, filter) =>
  filter(transactions),
)

/** The chosen income and expenses of the period. */
const selectCurrent = createSelector([selectChosen, periodArg], within)

const selectMonthlySpending = createSelector([selectChosen], monthlySpending)

/** Whether the period holds any of the chosen account's transactions: a transfer is one too
 * (it moves the net worth), though it is neither income nor expense. */
export const selectHasTransactions = createSelector(
  [selectChosenAll, periodArg],
  (chosen, period) => within(chosen, period).length > 0,
)

export const selectMonthRows = createSelector([selectCurrent, periodArg], (current, period) =>
  monthRows(current, period),
)

export const selectMonthTotal = createSelector([selectMonthRows], totalRow)

export const selectCategoryRows = createSelector(
  [selectMonthlySpending, selectChosen, periodArg],
  (monthly, chosen, period) =>
    categoryRows(
      spentIn(monthly, chosen, period),
      period.previous ? spentIn(monthly, chosen, period.previous) : new Map(),
    ),
)

/** The chosen accounts' balances day by day: the same for every period. */
const selectDailyBalances = createSelector(
  [selectAccounts, selectChosenAll, accountArg],
  (accounts, chosen, account) => {
    let opening = 0
    for (const { id, openingCents } of accounts) {
      if (account === '' || id === account) opening += openingCents
    }
    return dailyBalances(opening, chosen)
  },
)

export const selectNetWorthRows = createSelector([selectDailyBalances, periodArg], netWorthRows)

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

export const selectSpendingSlices = createSelector([selectCurrent], (current) =>
  categorySlices(current.filter((transaction) => transaction.type === 'expense')),
)

export const selectNetWorthPoints = createSelector([selectNetWorthRows], (rows): NetWorthPoint[] =>
  rows.map((row) => ({ x: row.month, y: row.netWorthCents / 100, cents: row.netWorthCents })),
)

/** The three regions' tables. */
export const selectReportTables = createSelector(
  [selectMonthRows, selectMonthTotal, selectCategoryRows, selectNetWorthRows],
  (months, total, categories, netWorth) => ({
    'income-and-expenses': incomeTable(months, total),
    'spending-by-category': spendingTable(categories),
    'net-worth': netWorthTable(netWorth),
  }),
)

/** The three charts' series. */
export const selectReportCharts = createSelector(
  [selectIncomeBars, selectSpendingSlices, selectNetWorthPoints],
  (incomeBars, spendingSlices, netWorthPoints) => ({ incomeBars, spendingSlices, netWorthPoints }),
)
