import { createSelector } from '@reduxjs/toolkit'
import type { AppState } from '../../store/types'
import type { IsoDate } from '../../lib/dates'
import { selectAllTransactions, selectIncomeAndExpenses, summarize } from '../transactions'
import { monthAverages } from './averages'
import { categorySlices, monthlyBars } from './chartData'

export const RECENT_COUNT = 5

/** Income, expenses and balance over every transaction. Transfers are neither income nor
 * expense: the totals, averages and charts leave them out (the recent list shows them). */
export const selectTotals = createSelector([selectIncomeAndExpenses], summarize)

/** Avg/month of the month holding `today`; recomputed only when the data or that day change. */
export const selectMonthAverages = createSelector(
  [selectIncomeAndExpenses, (_state: AppState, today: IsoDate) => today],
  monthAverages,
)

export const selectMonthlyBars = createSelector([selectIncomeAndExpenses], monthlyBars)

export const selectCategorySlices = createSelector([selectIncomeAndExpenses], categorySlices)

/** The list is already newest first (date, then creation time). */
export const selectRecentTransactions = createSelector([selectAllTransactions], (list) =>
  list.slice(0, RECENT_COUNT),
)
