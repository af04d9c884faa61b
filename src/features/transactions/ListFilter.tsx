import { Field } from '../../components/Field'

interface ListFilterProps {
  label: string
  /** The first option's text, for no value. */
  all: string
  values: readonly string[]
  value: string
  onChange: (value: string) => void
}

/** A filter by one of the values in the data. A value the URL asks for that is no longer among
 * them (a bookmark) stays visible as the selected option. */
export function ListFilter({ label, all, values, value, onChange }: ListFilterProps) {
  const options = value === '' || values.includes(value) ? values : [...values, value]
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
