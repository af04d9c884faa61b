import { buttonClass } from '../../components/buttonClass'
import { monthOf } from '../../lib/dates'
import { useAppSelector } from '../../store/hooks'
import { selectToday } from '../calendar'
import { selectBudgetItems, type BudgetItem } from './selectors'
import styles from './Budgets.module.css'

function BudgetRow({
  item,
  onRemove,
}: {
  item: BudgetItem
  onRemove?: (item: BudgetItem) => void
}) {
  const { budget, percent, overCents, spentText, remainderText } = item
  const over = overCents > 0
  return (
    <li className={styles.item}>
      <div className={styles.heading}>
        <span className={styles.category}>{budget.category}</span>
        <span>{spentText}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={budget.category}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className={`${styles.bar} ${over ? styles.over : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className={styles.footer}>
        <span className={over ? styles.overText : styles.leftText}>{remainderText}</span>
        {onRemove && (
          <button type="button" className={buttonClass('secondary')} onClick={() => onRemove(item)}>
            {`Remove ${budget.category} budget`}
          </button>
        )}
      </div>
    </li>
  )
}

/** This month's budgets with what was spent, in category order. */
export function BudgetList({ onRemove }: { onRemove?: (item: BudgetItem) => void }) {
  const month = monthOf(useAppSelector(selectToday))
  const items = useAppSelector((state) => selectBudgetItems(state, month))
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <BudgetRow key={item.budget.category} item={item} onRemove={onRemove} />
      ))}
    </ul>
  )
}
