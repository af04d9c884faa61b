import { useState, type FormEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { MoneyField } from '../../components/MoneyField'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { selectCategoryChoices } from '../categories'
import { validateLimit } from './budgetMath'
import { saveBudget } from './budgetThunks'
import styles from '../../components/InlineForm.module.css'

/** Sets an expense category's monthly limit (the person's visible categories); a category that
 * has a budget gets the new limit. */
export function BudgetForm() {
  const dispatch = useAppDispatch()
  const choices = useAppSelector((state) => selectCategoryChoices(state, 'expense'))
  // The first choice until the person picks one, whatever the list becomes meanwhile.
  const [picked, setCategory] = useState<string | null>(null)
  const category = picked ?? choices[0] ?? ''
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
            {choices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <MoneyField
        label="Monthly limit"
        error={limitError}
        value={limit}
        onChange={(text) => {
          setLimit(text)
          setLimitError(null)
        }}
      />
      <button type="submit" className={buttonClass('primary')}>
        Save Budget
      </button>
    </form>
  )
}
