import { Field } from '../../components/Field'
import type { AccountChoices } from './accountChoices'

interface AccountSelectProps {
  label: string
  choices: AccountChoices
  value: string
  onChange: (id: string) => void
  /** The first option, for every account (a filter's "All Accounts"), with the value ''. */
  allLabel?: string
  error?: string | null
}

/**
 * A combobox of the open accounts. A closed account that is the value (a transaction in it,
 * a bookmarked filter) stays visible as the selected option, so what is kept can be seen.
 */
export function AccountSelect({
  label,
  choices,
  value,
  onChange,
  allLabel,
  error,
}: AccountSelectProps) {
  const listed = choices.open.some((account) => account.id === value)
  const kept = value !== '' && !listed ? [{ id: value, name: choices.nameOf(value) }] : []
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {[...choices.open, ...kept].map((account) => (
            <option key={account.id} value={account.id}>
              {account.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
