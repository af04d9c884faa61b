import { useState, type FormEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { checkRuleFields, type RuleErrors } from './ruleFields'
import { saveCategoryRule } from './ruleThunks'
import { selectAnyTypeChoices } from './selectors'
import styles from '../../components/InlineForm.module.css'

/** Adds a rule; a text a rule already looks for gets the newly chosen category. */
export function RuleForm() {
  const dispatch = useAppDispatch()
  const choices = useAppSelector(selectAnyTypeChoices)
  const [contains, setContains] = useState('')
  const [category, setCategory] = useState('')
  const [errors, setErrors] = useState<RuleErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const { container, submitted } = useFocusFirstInvalid<HTMLFormElement>()

  function submit(event: FormEvent) {
    event.preventDefault()
    submitted()
    const found = checkRuleFields(contains, category)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const outcome = dispatch(saveCategoryRule(contains, category))
    if (!outcome.ok) return setFailure(outcome.message)
    setFailure(null)
    setContains('')
    setCategory('')
  }

  return (
    <form ref={container} className={styles.form} onSubmit={submit} noValidate>
      {failure && <ErrorAlert message={failure} />}
      <Field label="Description contains" error={errors.contains}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={contains}
            onChange={(event) => {
              setContains(event.target.value)
              setErrors((current) => ({ ...current, contains: undefined }))
            }}
          />
        )}
      </Field>
      <Field label="Set category" error={errors.category}>
        {(control) => (
          <select
            {...control}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value)
              setErrors((current) => ({ ...current, category: undefined }))
            }}
          >
            <option value="">Select a category</option>
            {choices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className={buttonClass('primary')}>
        Add Rule
      </button>
    </form>
  )
}
