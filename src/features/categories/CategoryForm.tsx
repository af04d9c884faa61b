import { useState, type FormEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { checkCategoryName } from './categoryName'
import { addCategory } from './categoryThunks'
import type { CategoryType } from './defaults'
import { selectCategoryLists } from './selectors'
import styles from '../../components/InlineForm.module.css'

/** Adds a category to the chosen type's list. */
export function CategoryForm() {
  const dispatch = useAppDispatch()
  const lists = useAppSelector(selectCategoryLists)
  const [name, setName] = useState('')
  const [type, setType] = useState<CategoryType>('expense')
  const [nameError, setNameError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { container, submitted } = useFocusFirstInvalid<HTMLFormElement>()

  function submit(event: FormEvent) {
    event.preventDefault()
    submitted()
    const checked = checkCategoryName(
      name,
      lists[type].map((category) => category.name),
    )
    if (!checked.ok) return setNameError(checked.message)
    const outcome = dispatch(addCategory(checked.name, type))
    if (!outcome.ok) return setFailure(outcome.message)
    setFailure(null)
    setName('')
  }

  return (
    <form ref={container} className={styles.form} onSubmit={submit} noValidate>
      {failure && <ErrorAlert message={failure} />}
      <Field label="Category name" error={nameError}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={name}
            onChange={(event) => {
              setName(event.target.value)
              setNameError(null)
            }}
          />
        )}
      </Field>
      <Field label="Category type">
        {(control) => (
          <select
            {...control}
            value={type}
            onChange={(event) => {
              setType(event.target.value === 'income' ? 'income' : 'expense')
              setNameError(null)
            }}
          >
            <option value="expense">Expense</option>
            <option value="income">Income</option>
          </select>
        )}
      </Field>
      <button type="submit" className={buttonClass('primary')}>
        Add Category
      </button>
    </form>
  )
}
