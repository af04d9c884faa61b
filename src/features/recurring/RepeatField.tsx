import { Field } from '../../components/Field'
import type { AddOption } from '../transactions'
import { EVERY_LABELS, type Every } from './model'
import { addRepeatingTransaction } from './recurringThunks'

const options: [string, string][] = [
  ['none', 'Does not repeat'],
  ...(Object.entries(EVERY_LABELS) as [Every, string][]),
]

/** The add form's "Repeat": a repeating transaction also becomes a recurring rule. */
function RepeatField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label="Repeat">
      {(control) => (
        <select
          {...control}
          name="repeat"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map(([repeat, label]) => (
            <option key={repeat} value={repeat}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

export const repeatOption: AddOption = {
  none: 'none',
  values: options.map(([repeat]) => repeat),
  Field: RepeatField,
  // Only the values offered above reach here, `none` never.
  save: (fields, repeat) => addRepeatingTransaction(fields, repeat as Every),
}
