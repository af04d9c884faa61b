import { useState, type FormEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { MoneyField } from '../../components/MoneyField'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { addAccount } from './accountThunks'
import { ACCOUNT_TYPE_LABELS } from './accountTypes'
import { ACCOUNT_TYPES, type AccountType } from './model'
import { selectAccounts } from './selectors'
import { accountMessages, checkAccountName, checkBalance } from './validate'
import inline from '../../components/InlineForm.module.css'

type Errors = { name?: string; opening?: string }

/** Adds an account: its name, type and opening balance (negative for a card's debt). */
export function AccountForm() {
  const dispatch = useAppDispatch()
  const accounts = useAppSelector(selectAccounts)
  const [name, setName] = useState('')
  const [type, setType] = useState<AccountType>('checking')
  const [opening, setOpening] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const { container, submitted } = useFocusFirstInvalid<HTMLFormElement>()

  function submit(event: FormEvent) {
    event.preventDefault()
    submitted()
    const named = checkAccountName(name, accounts)
    const balance = checkBalance(opening)
    if (!named.ok || !balance.ok) {
      return setErrors({
        ...(named.ok ? {} : { name: named.message }),
        ...(balance.ok ? {} : { opening: balance.message }),
      })
    }
    const outcome = dispatch(addAccount({ name: named.name, type, openingCents: balance.cents }))
    if (!outcome.ok) {
      // Taken meanwhile in another tab or on another device: the field says so.
      if (outcome.message === accountMessages.nameTaken) return setErrors({ name: outcome.message })
      return setFailure(outcome.message)
    }
    setFailure(null)
    setName('')
    setOpening('')
  }

  return (
    <form ref={container} className={inline.form} onSubmit={submit} noValidate>
      {failure && <ErrorAlert message={failure} />}
      <Field label="Account name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            required
            value={name}
            onChange={(event) => {
              setName(event.target.value)
              setErrors((current) => ({ ...current, name: undefined }))
            }}
          />
        )}
      </Field>
      <Field label="Account type">
        {(control) => (
          <select
            {...control}
            value={type}
            onChange={(event) => setType(event.target.value as AccountType)}
          >
            {ACCOUNT_TYPES.map((value) => (
              <option key={value} value={value}>
                {ACCOUNT_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <MoneyField
        label="Opening balance"
        signed
        error={errors.opening}
        value={opening}
        onChange={(text) => {
          setOpening(text)
          setErrors((current) => ({ ...current, opening: undefined }))
        }}
      />
      <button type="submit" className={buttonClass('primary')}>
        Add Account
      </button>
    </form>
  )
}
