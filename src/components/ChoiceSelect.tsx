import { Field } from './Field'

/** One thing to choose: its value and what the option says. */
export interface Choice {
  id: string
  name: string
}

interface ChoiceSelectProps {
  label: string
  choices: readonly Choice[]
  value: string
  onChange: (id: string) => void
  /** The first option, for every choice (a filter's "All Accounts"), with the value ''. */
  allLabel?: string
  /** The name of a value that is not among the choices (a closed account a record is in, a
   * bookmarked filter): it stays visible as the selected option, so what is kept can be seen. */
  nameOf?: (id: string) => string
  error?: string | null
}

/** A labelled combobox of named choices. */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { label, choices, value, onChange, allLabel, nameOf = (id) => id, error } = props
  const listed = value === '' || choices.some((choice) => choice.id === value)
  const shown = listed ? choices : [...choices, { id: value, name: nameOf(value) }]
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {shown.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
