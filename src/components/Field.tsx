import { useId, type ReactNode } from 'react'
import styles from './Field.module.css'

export const controlClass = styles.control

export interface FieldControlProps {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldProps {
  label: string
  error?: string | null
  /** Renders the control with the id, class and error wiring it must carry. */
  children: (control: FieldControlProps) => ReactNode
}

/** A labelled control with its error below it, tied together for assistive technology. */
export function Field({ label, error, children }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
