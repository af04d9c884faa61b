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
          {value === null && (
            <option value="" disabled>
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
