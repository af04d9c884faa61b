import { useState } from 'react'
import { Field } from './Field'
import styles from './Field.module.css'

interface PasswordFieldProps {
  label: string
  /** Names the toggle: "Show password", "Hide confirm password"… */
  toggleSubject: string
  name: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
}

/** A password input with its own show/hide toggle, independent of any other field's. */
export function PasswordField({
  label,
  toggleSubject,
  name,
  value,
  onChange,
  autoComplete,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <Field label={label}>
      {(control) => (
        <div className={styles.withToggle}>
          <input
            {...control}
            name={name}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={autoComplete}
            required
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={`${visible ? 'Hide' : 'Show'} ${toggleSubject}`}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </Field>
  )
}
