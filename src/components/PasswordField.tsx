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
  autoComplete: 'current-password' | 'new-password' | 'off'
  error?: string | null
}

/** A password input with its own show/hide toggle, independent of any other field's. */
export function PasswordField({
  label,
  toggleSubject,
  name,
  value,
  onChange,
  autoComplete,
  error,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <Field label={label} error={error}>
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
          {/* Named by its content ("Show password"), not by an aria-label: a label query
              for the field ("Password", matched loosely) would find the toggle too. */}
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {toggleSubject}</span>
          </button>
        </div>
      )}
    </Field>
  )
}
