import { createSelector } from '@reduxjs/toolkit'
import type { AppState } from '../../store/types'
import type { IsoDate } from '../../lib/dates'
import { selectAllTransactions } from '../transactions'
import { summarize } from '../transactions'
import { monthAverages } from './averages'
import { categorySlices, monthlyBars } from './chartData'

export const RECENT_COUNT = 5

/** Income, expenses and balance over every transaction. */
export const selectTotals = createSelector([selectAllTransactions], summarize)

/** Avg/month of the month holding `today`; recomputed only when the data or that day change. */
export const selectMonthAverages = createSelector(
  [selectAllTransactions, (_state: AppState, today: IsoDate) => today],
  monthAverages,
)

export const selectMonthlyBars = createSelector([selectAllTransactions], monthlyBars)

export const selectCategorySlices = createSelector([selectAllTransactions], categorySlices)

/** The list is already newest first (date, then creation time). */
export const selectRecentTransactions = createSelector([selectAllTransactions], (list) =>
  list.slice(0, RECENT_COUNT),
)
