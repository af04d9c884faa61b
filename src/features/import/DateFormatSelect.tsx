import { Field } from '../../components/Field'
import { DATE_ORDER_LABELS, type DateOrder } from './fileDates'

interface Props {
  orders: readonly DateOrder[]
  /** Null until the person chooses: the dates read two ways and nothing guesses which. */
  value: DateOrder | null
  onChange: (order: DateOrder) => void
}

/** "Date format": how the file writes its dates. */
export function DateFormatSelect({ orders, value, onChange }: Props) {
  return (
    <Field label="Date format">
      {(control) => (
        <select
          {...control}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value as DateOrder)}
        >
          {/* Shown in the closed select until a format is chosen, but not one of the
              choices: the combobox offers exactly the formats (UI_CONTRACT.md). */}
          {value === null && (
            <option value="" disabled hidden>
              Choose…
            </option>
          )}
          {orders.map((order) => (
            <option key={order} value={order}>
              {DATE_ORDER_LABELS[order]}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
