import { AmountColumns } from './AmountColumns'
import { ColumnSelect } from './ColumnSelect'
import { DateFormatSelect } from './DateFormatSelect'
import type { ColumnChoice } from './model'
import styles from './ImportDialog.module.css'

interface Props {
  header: readonly string[]
  choice: ColumnChoice
  onChange: (choice: ColumnChoice) => void
}

/** For a CSV of unknown origin: which column holds what, and how its dates are written. */
export function ColumnChoices({ header, choice, onChange }: Props) {
  const set = (changes: Partial<ColumnChoice>) => onChange({ ...choice, ...changes })
  return (
    <fieldset className={styles.columns}>
      <legend>Columns of this file</legend>
      <ColumnSelect
        label="Date column"
        header={header}
        value={choice.date}
        onChange={(date) => set({ date: date ?? 0 })}
      />
      <ColumnSelect
        label="Description column"
        header={header}
        value={choice.description}
        optional
        onChange={(description) => set({ description })}
      />
      <ColumnSelect
        label="Memo column"
        header={header}
        value={choice.memo}
        optional
        onChange={(memo) => set({ memo })}
      />
      <ColumnSelect
        label="Category column"
        header={header}
        value={choice.category}
        optional
        onChange={(category) => set({ category })}
      />
      <AmountColumns
        header={header}
        amount={choice.amount}
        onChange={(amount) => set({ amount })}
      />
      <DateFormatSelect
        orders={['ymd', 'mdy', 'dmy']}
        value={choice.dateOrder}
        onChange={(dateOrder) => set({ dateOrder })}
      />
    </fieldset>
  )
}
