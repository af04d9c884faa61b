import { useId } from 'react'
import { Field } from '../../components/Field'
import { buttonClass } from '../../components/buttonClass'
import fieldStyles from '../../components/Field.module.css'
import { CategorySelect } from './CategorySelect'
import type { LineValues } from './formValues'
import type { TransactionType } from './model'
import type { SplitControls } from './useTransactionForm'
import type { FormErrors, LineErrors } from './validate'
import styles from './TransactionForm.module.css'

interface LineProps {
  /** 1-based, as the fields are named. */
  n: number
  line: LineValues
  type: TransactionType
  errors: LineErrors | undefined
  /** The message saying the lines do not add up, which each amount is then marked with. */
  sumId: string | null
  controls: SplitControls
}

function SplitLineFields({ n, line, type, errors, sumId, controls }: LineProps) {
  const index = n - 1
  const offBy = sumId !== null && !errors?.amount
  return (
    <div className={styles.line}>
      <Field label={`Category ${n}`} error={errors?.category}>
        {(control) => (
          <CategorySelect
            {...control}
            name={`category-${n}`}
            type={type}
            value={line.category}
            onChange={(category) => controls.change(index, 'category', category)}
          />
        )}
      </Field>
      <Field label={`Amount ${n}`} error={errors?.amount}>
        {(control) => (
          <input
            {...control}
            {...(offBy ? { 'aria-invalid': true, 'aria-describedby': sumId } : {})}
            name={`amount-${n}`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            value={line.amount}
            onChange={(event) => controls.change(index, 'amount', event.target.value)}
          />
        )}
      </Field>
      <button
        type="button"
        className={`${buttonClass('secondary')} ${styles.removeLine}`}
        onClick={() => controls.remove(index)}
      >
        {`Remove line ${n}`}
      </button>
    </div>
  )
}

interface SplitLinesProps {
  type: TransactionType
  lines: readonly LineValues[]
  errors: FormErrors
  controls: SplitControls
}

/** A split transaction's lines: a category and an amount each, adding up to the Amount. */
export function SplitLines({ type, lines, errors, controls }: SplitLinesProps) {
  const sumId = useId()
  return (
    <fieldset className={styles.split}>
      <legend className={styles.legend}>Split lines</legend>
      {lines.map((line, i) => (
        <SplitLineFields
          // Lines have no identity but their place: the fields hold no state of their own.
          key={i}
          n={i + 1}
          line={line}
          type={type}
          errors={errors.lines?.[i]}
          sumId={errors.split ? sumId : null}
          controls={controls}
        />
      ))}
      {errors.split && (
        <p id={sumId} className={fieldStyles.error}>
          {errors.split}
        </p>
      )}
      <div>
        <button type="button" className={buttonClass('secondary')} onClick={controls.add}>
          Add line
        </button>
      </div>
    </fieldset>
  )
}
