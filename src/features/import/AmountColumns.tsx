import { useId } from 'react'
import { ColumnSelect } from './ColumnSelect'
import type { ColumnChoice } from './model'
import styles from './ImportDialog.module.css'

interface Props {
  header: readonly string[]
  amount: ColumnChoice['amount']
  onChange: (amount: ColumnChoice['amount']) => void
}

/** One signed amount column, or an outflow column and an inflow column (a bank's Debit and
 * Credit). Switching starts from the column already chosen. The choices' labels leave out the
 * column fields' names, which a label query for "Amount column" would otherwise also find. */
export function AmountColumns({ header, amount, onChange }: Props) {
  const radioName = useId()
  const single = 'column' in amount ? amount.column : null
  const last = header.length - 1
  return (
    <>
      <fieldset className={styles.amounts}>
        <legend>Amounts</legend>
        <label>
          <input
            type="radio"
            name={radioName}
            checked={single !== null}
            onChange={() => 'outflow' in amount && onChange({ column: amount.outflow })}
          />{' '}
          One signed amount
        </label>
        <label>
          <input
            type="radio"
            name={radioName}
            checked={single === null}
            onChange={() =>
              single !== null && onChange({ outflow: single, inflow: Math.min(single + 1, last) })
            }
          />{' '}
          Separate outflow and inflow
        </label>
      </fieldset>
      {'column' in amount ? (
        <ColumnSelect
          label="Amount column"
          header={header}
          value={amount.column}
          onChange={(column) => onChange({ column: column ?? 0 })}
        />
      ) : (
        <>
          <ColumnSelect
            label="Outflow column"
            header={header}
            value={amount.outflow}
            onChange={(outflow) => onChange({ ...amount, outflow: outflow ?? 0 })}
          />
          <ColumnSelect
            label="Inflow column"
            header={header}
            value={amount.inflow}
            onChange={(inflow) => onChange({ ...amount, inflow: inflow ?? 0 })}
          />
        </>
      )}
    </>
  )
}
