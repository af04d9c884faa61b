import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { PageHeader } from '../../components/PageHeader'
import { BudgetForm } from './BudgetForm'
import { BudgetList } from './BudgetList'
import { removeBudget } from './budgetThunks'
import { selectHasBudgets } from './selectors'
import styles from './Budgets.module.css'

/** /budgets: monthly limits per expense category and this month's spending against them. */
export function BudgetsPage() {
  const dispatch = useAppDispatch()
  const hasBudgets = useAppSelector(selectHasBudgets)
  return (
    <div className={styles.page}>
      <PageHeader title="Budgets" />
      <BudgetForm />
      {hasBudgets ? (
        <BudgetList
          onRemove={({ budget }) => dispatch(removeBudget(budget.category, budget.copy))}
        />
      ) : (
        <p className={styles.empty}>No budgets yet. Set a monthly limit for a category above.</p>
      )}
    </div>
  )
}
