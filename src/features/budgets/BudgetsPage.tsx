import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { ErrorAlert } from '../../components/ErrorAlert'
import { PageHeader, focusScreenTitle } from '../../components/PageHeader'
import { BudgetForm } from './BudgetForm'
import { BudgetList } from './BudgetList'
import { removeBudget } from './budgetThunks'
import { selectHasBudgets } from './selectors'
import styles from './Budgets.module.css'

/** /budgets: monthly limits per expense category and this month's spending against them. */
export function BudgetsPage() {
  const dispatch = useAppDispatch()
  const hasBudgets = useAppSelector(selectHasBudgets)
  const [removeError, setRemoveError] = useState<string | null>(null)
  return (
    <div className={styles.page}>
      <PageHeader title="Budgets" />
      <BudgetForm />
      {removeError && <ErrorAlert message={removeError} />}
      {hasBudgets ? (
        <BudgetList
          onRemove={({ budget }) => {
            const outcome = dispatch(removeBudget(budget.category))
            setRemoveError(outcome.ok ? null : outcome.message)
            // The pressed button went with its budget.
            if (outcome.ok) focusScreenTitle()
          }}
        />
      ) : (
        <p className={styles.empty}>No budgets yet. Set a monthly limit for a category above.</p>
      )}
    </div>
  )
}
