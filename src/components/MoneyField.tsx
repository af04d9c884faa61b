import { Field } from './Field'

interface MoneyFieldProps {
  label: string
  error?: string | null
  value: string
  onChange: (text: string) => void
  /** A balance may be below zero (a card's debt); an amount may not. */
  signed?: boolean
  name?: string
}

/** A labelled amount of money as typed: a spinbutton that steps by a cent. The text is kept as
 * typed and read into cents by the form that owns it. */
export function MoneyField({
  label,
  error,
  value,
  onChange,
  signed = false,
  name,
}: MoneyFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={signed ? undefined : '0'}
          placeholder="0.00"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
