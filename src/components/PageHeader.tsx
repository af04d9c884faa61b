import type { ReactNode } from 'react'
import styles from './PageHeader.module.css'

/** A screen's title, with its main action (a link or button) beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      {/* Focusable from code only: where focus goes when what held it disappears (Undo). */}
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {children}
    </header>
  )
}
