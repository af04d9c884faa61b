import { Field } from './Field'

/** The email input of the sign-in and registration forms, with the browser's email check. */
export function EmailField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Field label="Email">
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
