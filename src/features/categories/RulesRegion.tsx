import { useId, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { focusScreenTitle } from '../../components/PageHeader'
import { RuleForm } from './RuleForm'
import { deleteCategoryRule } from './ruleThunks'
import { selectCategoryRules } from './rulesSlice'
import table from '../../components/Table.module.css'
import styles from './Categories.module.css'

/** The rules that categorise imports: a row per rule, and the form that adds one. */
export function RulesRegion() {
  const dispatch = useAppDispatch()
  const rules = useAppSelector(selectCategoryRules)
  const [failure, setFailure] = useState<string | null>(null)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.rules}>
      <h2 id={headingId} className={styles.heading}>
        Rules
      </h2>
      <p className={styles.hint}>
        An import gives each row without a category the category of the rule whose text its
        description contains; the longest text wins.
      </p>
      {failure && <ErrorAlert message={failure} />}
      <div className={table.scroller}>
        <table className={table.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Description contains</th>
              <th scope="col">Category</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={rule.id}>
                <td>{rule.contains}</td>
                <td>{rule.category}</td>
                <td>
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    onClick={() => {
                      const outcome = dispatch(deleteCategoryRule(rule.id))
                      setFailure(outcome.ok ? null : outcome.message)
                      // The pressed button went with its row.
                      if (outcome.ok) focusScreenTitle()
                    }}
                  >
                    Delete rule
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rules.length === 0 && <p className={styles.hint}>No rules yet.</p>}
      <RuleForm />
    </section>
  )
}
