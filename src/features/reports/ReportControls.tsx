import { ChoiceSelect, type Choice } from '../../components/ChoiceSelect'
import { Field } from '../../components/Field'
import { dateRange, isFormDate } from '../transactions'
import { PERIODS, type PeriodId } from './period'
import type { ReportQuery } from './reportQuery'
import type { SetReportQuery } from './useReportQuery'
import styles from './ReportsPage.module.css'

interface ReportControlsProps {
  query: ReportQuery
  onChange: SetReportQuery
  /** The open accounts; no Account choice with fewer than two. */
  accounts: readonly Choice[]
  nameOf: (id: string) => string
}

const periodChoices: Choice[] = PERIODS.map(({ id, label }) => ({ id, name: label }))

/** Period (with From and To for Custom) and Account. */
export function ReportControls({ query, onChange, accounts, nameOf }: ReportControlsProps) {
  const date = (label: string, field: 'from' | 'to') => (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type="date"
          min={dateRange.first}
          max={dateRange.last}
          value={query[field]}
          onChange={(event) =>
            // A date input reports each keystroke of a year (0002, 0020, 0202, 2026): the
            // steps after the first refine it in place, so Back goes to the date before.
            onChange(
              { ...query, [field]: event.target.value },
              { replace: query[field] !== '' && !isFormDate(query[field]) },
            )
          }
        />
      )}
    </Field>
  )
  return (
    <form className={styles.controls} onSubmit={(event) => event.preventDefault()}>
      <ChoiceSelect
        label="Period"
        choices={periodChoices}
        value={query.period}
        onChange={(period) => onChange({ ...query, period: period as PeriodId })}
      />
      {query.period === 'custom' && date('From', 'from')}
      {query.period === 'custom' && date('To', 'to')}
      {(accounts.length >= 2 || query.account !== '') && (
        <ChoiceSelect
          label="Account"
          allLabel="All Accounts"
          choices={accounts}
          nameOf={nameOf}
          value={query.account}
          onChange={(account) => onChange({ ...query, account })}
        />
      )}
    </form>
  )
}
