import type { ChangeField, SplitControls } from './useTransactionForm'
import { Field } from '../../components/Field'
import { MoneyField } from '../../components/MoneyField'
import { buttonClass } from '../../components/buttonClass'
import { asksForAccount, type AccountChoices } from './accountChoices'
import { ChoiceSelect } from '../../components/ChoiceSelect'
import { CategorySelect } from './CategorySelect'
import type { TransactionFormValues } from './formValues'
import { SplitLines } from './SplitLines'
import styles from './TransactionForm.module.css'
import { dateRange, type FormErrors } from './validate'

interface TransactionFieldsProps {
  values: TransactionFormValues
  errors: FormErrors
  change: ChangeField
  lines: SplitControls
  accounts?: AccountChoices
  /** A transfer's half: its type and category are what make it one, so they stay (and it is
   * not split). */
  transfer?: boolean
}

export function TransactionFields(props: TransactionFieldsProps) {
  const { values, errors, change, lines, accounts, transfer = false } = props
  return (
    <>
      <div className={styles.pair}>
        <MoneyField
          label="Amount"
          name="amount"
          error={errors.amount}
          value={values.amount}
          onChange={(text) => change('amount', text)}
        />
        <Field label="Type">
          {(control) => (
            <select
              {...control}
              name="type"
              disabled={transfer}
              value={values.type}
              onChange={(event) =>
                change('type', event.target.value === 'income' ? 'income' : 'expense')
              }
            >
              <option value="expense">Expense</option>
              <option value="income">Income</option>
            </select>
          )}
        </Field>
      </div>
      <div className={styles.pair}>
        {!values.lines && (
          <Field label="Category" error={errors.category}>
            {(control) => (
              <CategorySelect
                {...control}
                type={values.type}
                disabled={transfer}
                value={values.category}
                onChange={(category) => change('category', category)}
              />
            )}
          </Field>
        )}
        <Field label="Date" error={errors.date}>
          {(control) => (
            <input
              {...control}
              name="date"
              type="date"
              min={dateRange.first}
              max={dateRange.last}
              value={values.date}
              onChange={(event) => change('date', event.target.value)}
            />
          )}
        </Field>
      </div>
      {/* One button that turns the split on and off, so focus stays on it. */}
      <div>
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-pressed={values.lines !== null}
          disabled={transfer}
          onClick={lines.toggle}
        >
          Split
        </button>
      </div>
      {values.lines && (
        <SplitLines type={values.type} lines={values.lines} errors={errors} controls={lines} />
      )}
      {asksForAccount(accounts) && (
        <ChoiceSelect
          label="Account"
          choices={accounts.open}
          nameOf={accounts.nameOf}
          value={values.account ?? ''}
          onChange={(account) => change('account', account)}
          error={errors.account}
        />
      )}
      <Field label="Description">
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} ${styles.description}`}
            name="description"
            rows={3}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
          />
        )}
      </Field>
      <Field label="Tags">
        {(control) => (
          <input
            {...control}
            name="tags"
            type="text"
            placeholder="vacation, work"
            value={values.tags}
            onChange={(event) => change('tags', event.target.value)}
          />
        )}
      </Field>
    </>
  )
}
