import { useEffect, useState } from 'react'
import { registerServiceWorker, type ApplyUpdate } from './serviceWorker'
import { buttonClass } from '../../components/buttonClass'
import styles from '../../components/Notice.module.css'

/** Offers a newly deployed version; the page reloads only when the person presses Reload. */
export function UpdateBanner() {
  const [apply, setApply] = useState<ApplyUpdate | null>(null)
  useEffect(() => registerServiceWorker((next) => setApply(() => next)), [])
  if (!apply) return null
  return (
    <div className={`${styles.notice} ${styles.info}`} role="status">
      <p className={styles.text}>A new version is available</p>
      <button type="button" className={buttonClass('primary')} onClick={apply}>
        Reload
      </button>
    </div>
  )
}
