import type { FormEvent, ReactNode } from 'react'
import { BrandMark } from '../../components/BrandMark'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { ScreenTitle } from '../../components/ScreenTitle'
import styles from './AuthCard.module.css'
import { authMessages } from './messages'
import { canHashPasswords } from './password'

interface AuthCardProps {
  title: string
  intro: string
  error: string | null
  /** The submit button's text, and its text while an attempt runs (it is disabled then). */
  submitLabel: string
  busyLabel: string
  busy: boolean
  onSubmit: () => void
  footer: ReactNode
  children: ReactNode
}

/** The frame shared by sign-in and registration: brand, heading, error box, form with its submit
 * button, footer link. Where passwords cannot be hashed it says why before anyone types, and the
 * form stays disabled rather than waiting forever. */
export function AuthCard(props: AuthCardProps) {
  const { title, intro, error, submitLabel, busyLabel, busy, onSubmit, footer, children } = props
  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }
  const secure = canHashPasswords()
  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <BrandMark />
        <ScreenTitle title={title} />
        <p className={styles.intro}>{intro}</p>
      </div>
      {!secure && <ErrorAlert message={authMessages.secureConnectionRequired} />}
      {error && <ErrorAlert message={error} />}
      <form onSubmit={handleSubmit}>
        <fieldset className={styles.fields} disabled={!secure}>
          {children}
          <button
            type="submit"
            className={buttonClass('primary', true)}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </fieldset>
      </form>
      <p className={styles.footer}>{footer}</p>
    </div>
  )
}
