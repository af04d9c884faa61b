import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { PageHeader, focusScreenTitle } from '../../components/PageHeader'
import { formatIsoDate } from '../../lib/dates'
import { descriptionOr } from '../../lib/describe'
import { formatSignedMoney } from '../../lib/money'
import { EVERY_LABELS } from './model'
import { stopRule } from './recurringThunks'
import { selectRules } from './selectors'
import table from '../../components/Table.module.css'
import styles from './RecurringPage.module.css'

/** /recurring: the rules that add transactions as they come due, and Stop for each. */
export function RecurringPage() {
  const dispatch = useAppDispatch()
  const rules = useAppSelector(selectRules)
  const [stopError, setStopError] = useState<string | null>(null)
  return (
    <div className={styles.page}>
      <PageHeader title="Recurring transactions" />
      {stopError && <ErrorAlert message={stopError} />}
      {rules.length === 0 ? (
        <p className={styles.empty}>No recurring transactions</p>
      ) : (
        <div className={table.scroller}>
          {/* Named by an attribute, not a hidden caption: the page's text would hold the
              heading's words twice. */}
          <table className={table.table} aria-label="Recurring transactions">
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
                <th scope="col">Repeats</th>
                <th scope="col">Next</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id}>
                  <td>{descriptionOr(rule.description, rule.category)}</td>
                  <td className={styles[rule.type]}>
                    {formatSignedMoney(rule.amountCents, rule.type)}
                  </td>
                  <td>{EVERY_LABELS[rule.every]}</td>
                  <td>{`Next: ${formatIsoDate(rule.next)}`}</td>
                  <td>
                    <button
                      type="button"
                      className={buttonClass('secondary')}
                      onClick={() => {
                        const outcome = dispatch(stopRule(rule))
                        setStopError(outcome.ok ? null : outcome.message)
                        // The pressed button went with its row.
                        if (outcome.ok) focusScreenTitle()
                      }}
                    >
                      Stop
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
