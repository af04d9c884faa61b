import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'danger'

/** One look for buttons and button-like links. */
export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ')
}
