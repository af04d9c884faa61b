/** What the budgets feature offers the others. */
export { BudgetList } from './BudgetList'
export { selectHasBudgets } from './selectors'
export { useRemoveBudget } from './useRemoveBudget'
