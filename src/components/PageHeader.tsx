import type { ReactNode } from 'react'
import styles from './PageHeader.module.css'

/** A screen's title, with its main action (a link or button) beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  )
}
