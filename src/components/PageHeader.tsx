import type { ReactNode } from 'react'
import { ScreenTitle } from './ScreenTitle'
import styles from './PageHeader.module.css'

/** Moves focus to the screen's title, without scrolling: where it goes when what held it is
 * gone (a used Undo button, a deleted record's form). */
export function focusScreenTitle(): void {
  document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true })
}

/** A screen's title, with its main action (a link or button) beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <ScreenTitle title={title} className={styles.title} />
      {children}
    </header>
  )
}
