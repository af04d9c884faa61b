import { buttonClass } from '../../components/buttonClass'
import styles from './ImportControl.module.css'

interface Props {
  fileName: string
  progress: number | null
  /** Stops the reading; left out where another Cancel (the dialog's) already does. */
  onCancel?: () => void
}

/** How far the reading of a file got; without a share yet, a bar that only says it is busy. */
export function ReadingProgress({ fileName, progress, onCancel }: Props) {
  const label = `Reading ${fileName}`
  return (
    <div className={styles.reading}>
      <progress className={styles.bar} aria-label={label} max={1} value={progress ?? undefined} />
      <span role="status">
        {label}
        {progress === null ? '…' : ` ${Math.round(progress * 100)}%`}
      </span>
      {onCancel && (
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  )
}
