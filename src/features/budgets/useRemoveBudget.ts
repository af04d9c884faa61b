import { useState } from 'react'
import { useAppDispatch } from '../../store/hooks'
import { focusScreenTitle } from '../../components/PageHeader'
import { removeBudget } from './budgetThunks'
import type { BudgetItem } from './selectors'

/** Remove for a list of budgets, wherever it is shown (/budgets and the dashboard's region):
 * the handler, and why the last removal failed, if it did. */
export function useRemoveBudget() {
  const dispatch = useAppDispatch()
  const [removeError, setRemoveError] = useState<string | null>(null)
  const onRemove = ({ budget }: BudgetItem) => {
    const outcome = dispatch(removeBudget(budget.category))
    setRemoveError(outcome.ok ? null : outcome.message)
    // The pressed button went with its budget.
    if (outcome.ok) focusScreenTitle()
  }
  return { removeError, onRemove }
}
