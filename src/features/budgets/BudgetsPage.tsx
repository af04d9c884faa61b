import { useAppSelector } from '../../store/hooks'
import { ErrorAlert } from '../../components/ErrorAlert'
import { PageHeader } from '../../components/PageHeader'
import { BudgetForm } from './BudgetForm'
import { BudgetList } from './BudgetList'
import { selectHasBudgets } from './selectors'
import { useRemoveBudget } from './useRemoveBudget'
import styles from './Budgets.module.css'

/** /budgets: monthly limits per expense category and this month's spending against them. */
export function BudgetsPage() {
  const hasBudgets = useAppSelector(selectHasBudgets)
  const { removeError, onRemove } = useRemoveBudget()
  return (
    <div className={styles.page}>
      <PageHeader title="Budgets" />
      <BudgetForm />
      {removeError && <ErrorAlert message={removeError} />}
      {hasBudgets ? (
        <BudgetList onRemove={onRemove} />
      ) : (
        <p className={styles.empty}>No budgets yet. Set a monthly limit for a category above.</p>
      )}
    </div>
  )
}
