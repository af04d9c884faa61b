import { useState, type FormEvent } from 'react'
import { useAppDispatch } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { EXPENSE_CATEGORIES } from '../transactions'
import { validateLimit } from './budgetMath'
import { saveBudget } from './budgetThunks'
import styles from './Budgets.module.css'

/** Sets a category's monthly limit; a category that has a budget gets the new limit. */
export function BudgetForm() {
  const dispatch = useAppDispatch()
  const [category, setCategory] = useState(EXPENSE_CATEGORIES[0])
  const [limit, setLimit] = useState('')
  const [limitError, setLimitError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { container, submitted } = useFocusFirstInvalid<HTMLFormElement>()

  function submit(event: FormEvent) {
    event.preventDefault()
    submitted()
    const checked = validateLimit(limit)
    if (!checked.ok) return setLimitError(checked.message)
    const outcome = dispatch(saveBudget(category, checked.cents))
    if (!outcome.ok) return setFailure(outcome.message)
    setFailure(null)
    setLimit('')
  }

  return (
    <form ref={container} className={styles.form} onSubmit={submit} noValidate>
      {failure && <ErrorAlert message={failure} />}
      <Field label="Category">
        {(control) => (
          <select
            {...control}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            {EXPENSE_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Monthly limit" error={limitError}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            value={limit}
            onChange={(event) => {
              setLimit(event.target.value)
              setLimitError(null)
            }}
          />
        )}
      </Field>
      <button type="submit" className={buttonClass('primary')}>
        Save Budget
      </button>
    </form>
  )
}
