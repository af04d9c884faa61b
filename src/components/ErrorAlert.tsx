import styles from './ErrorAlert.module.css'

/** A message about something that did not happen, announced as soon as it appears. */
export function ErrorAlert({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.alert}>
      {message}
    </p>
  )
}
