import { Field } from '../../components/Field'

interface ColumnSelectProps {
  label: string
  header: readonly string[]
  value: number | null
  /** Adds "None": the file may have no such column. */
  optional?: boolean
  onChange: (column: number | null) => void
}

/** A choice of one of the file's columns, by its header name. */
export function ColumnSelect({ label, header, value, optional, onChange }: ColumnSelectProps) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value === null ? '' : String(value)}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          {optional && <option value="">None</option>}
          {header.map((name, index) => (
            <option key={index} value={String(index)}>
              {name || `Column ${index + 1}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
