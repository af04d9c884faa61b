import styles from './ImportControl.module.css'

/** How far the reading of a file got; without a share yet, a bar that only says it is busy. */
export function ReadingProgress({
  fileName,
  progress,
}: {
  fileName: string
  progress: number | null
}) {
  const label = `Reading ${fileName}`
  return (
    <p className={styles.reading}>
      <progress className={styles.bar} aria-label={label} max={1} value={progress ?? undefined} />
      <span>
        {label}
        {progress === null ? '…' : ` ${Math.round(progress * 100)}%`}
      </span>
    </p>
  )
}
