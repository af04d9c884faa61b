import { createSelector } from '@reduxjs/toolkit'
import type { AppState } from '../../store/types'
import { selectIncomeAndExpenses } from '../transactions'
import { budgetProgress, spentByCategory } from './budgetMath'
import type { Budget } from './model'

export const selectBudgets = (state: AppState): readonly Budget[] => state.budgets

export const selectHasBudgets = (state: AppState) => state.budgets.length > 0

/** Spent this month per category: derived from the transactions, never stored. A transfer
 * between the person's accounts is spent on nothing. */
const selectSpent = createSelector(
  [selectIncomeAndExpenses, (_state: AppState, month: string) => month],
  spentByCategory,
)

/** Each budget with what was spent against it in `month` (yyyy-mm, local time). */
export const selectBudgetItems = createSelector([selectBudgets, selectSpent], (budgets, spent) =>
  budgets.map((budget) => {
    const spentCents = spent.get(budget.category) ?? 0
    return { budget, spentCents, ...budgetProgress(budget.limitCents, spentCents) }
  }),
)

export type BudgetItem = ReturnType<typeof selectBudgetItems>[number]
