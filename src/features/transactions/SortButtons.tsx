import { useId } from 'react'
import { SORT_KEYS, type SortDirection, type SortKey } from './historyQuery'
import styles from './SortButtons.module.css'

const LABELS: Record<SortKey, string> = { date: 'Date', amount: 'Amount', category: 'Category' }

interface SortButtonsProps {
  sortKey: SortKey
  direction: SortDirection
  onSort: (key: SortKey) => void
}

/** Toggle buttons for the order; the active one carries its direction as data-direction. */
export function SortButtons({ sortKey, direction, onSort }: SortButtonsProps) {
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <span id={labelId} className={styles.label}>
        Sort by
      </span>
      {SORT_KEYS.map((key) => {
        const active = key === sortKey
        return (
          <button
            key={key}
            type="button"
            className={styles.button}
            aria-pressed={active}
            data-direction={active ? direction : undefined}
            onClick={() => onSort(key)}
          >
            {LABELS[key]}
            {/* The arrow is for the eye; aria-pressed and the table's aria-sort say it in words. */}
            {active && <span aria-hidden="true">{direction === 'asc' ? ' ↑' : ' ↓'}</span>}
          </button>
        )
      })}
    </div>
  )
}
