import type { FormEvent, ReactNode } from 'react'
import { BrandMark } from '../../components/BrandMark'
import styles from './AuthCard.module.css'

interface AuthCardProps {
  title: string
  intro: string
  error: string | null
  onSubmit: () => void
  footer: ReactNode
  children: ReactNode
}

/** The frame shared by sign-in and registration: brand, heading, error box, form, footer link. */
export function AuthCard({ title, intro, error, onSubmit, footer, children }: AuthCardProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }
  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <BrandMark size={40} />
        <h1>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
      {error && (
        <p role="alert" className={styles.errorBox}>
          {error}
        </p>
      )}
      <form className={styles.form} onSubmit={handleSubmit}>
        {children}
      </form>
      <p className={styles.footer}>{footer}</p>
    </div>
  )
}
