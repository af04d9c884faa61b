import { Field } from '../../components/Field'
import { EVERY_LABELS, type Every } from '../recurring/model'

export type Repeat = 'none' | Every

const options: [Repeat, string][] = [
  ['none', 'Does not repeat'],
  ...(Object.entries(EVERY_LABELS) as [Every, string][]),
]

export const REPEATS: readonly Repeat[] = options.map(([repeat]) => repeat)

/** The add form's "Repeat": a repeating transaction also becomes a recurring rule. */
export function RepeatField({
  value,
  onChange,
}: {
  value: Repeat
  onChange: (value: Repeat) => void
}) {
  return (
    <Field label="Repeat">
      {(control) => (
        <select
          {...control}
          name="repeat"
          value={value}
          onChange={(event) => onChange(event.target.value as Repeat)}
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
