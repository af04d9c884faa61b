import { useId, useRef, useState, type FormEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import dialogStyles from '../../components/ConfirmDialog.module.css'
import { DialogActions } from '../../components/DialogActions'
import { ErrorAlert } from '../../components/ErrorAlert'
import { Field } from '../../components/Field'
import { MoneyField } from '../../components/MoneyField'
import { Modal } from '../../components/Modal'
import { formatIsoDate } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import { selectAllTransactions } from '../transactions'
import { selectToday } from '../calendar'
import { finishReconciliation } from './accountThunks'
import type { Account } from './model'
import { reconcile } from './reconciliation'
import { selectAccountOf } from './selectors'
import styles from './Accounts.module.css'

/** "Reconcile NAME": the account against a statement's balance and date, the difference shown
 * as it is typed; finishing at $0.00 marks the transactions up to that date reconciled. */
export function ReconcileDialog({ account, onDone }: { account: Account; onDone: () => void }) {
  const dispatch = useAppDispatch()
  const transactions = useAppSelector(selectAllTransactions)
  const accountOf = useAppSelector(selectAccountOf)
  const today = useAppSelector(selectToday)
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [balance, setBalance] = useState('')
  const [date, setDate] = useState(today)
  const [failure, setFailure] = useState<string | null>(null)
  const compared = reconcile(account, transactions, accountOf, { balance, date })
  const balanced = compared.kind === 'compared' && compared.differenceCents === 0

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!balanced) return
    const outcome = dispatch(finishReconciliation(account.id, date))
    if (outcome.ok) onDone()
    else setFailure(outcome.message)
  }

  return (
    <Modal role="dialog" labelledBy={titleId} onCancel={onDone} initialFocus={cancelRef}>
      <h2 id={titleId} className={dialogStyles.message}>
        {`Reconcile ${account.name}`}
      </h2>
      <form className={dialogStyles.form} onSubmit={submit} noValidate>
        {failure && <ErrorAlert message={failure} />}
        {account.reconciledTo && (
          <p
            className={styles.note}
          >{`Last reconciled to ${formatIsoDate(account.reconciledTo)}`}</p>
        )}
        <MoneyField
          label="Statement balance"
          signed
          error={compared.kind === 'badAmount' ? compared.message : null}
          value={balance}
          onChange={setBalance}
        />
        <Field label="Statement date">
          {(control) => (
            <input
              {...control}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
        </Field>
        {compared.kind === 'compared' && (
          <div className={styles.comparison} aria-live="polite">
            <p>{`Balance on ${formatIsoDate(date)}: ${formatMoney(compared.balanceCents)}`}</p>
            <p className={balanced ? '' : styles.negative}>
              {`Difference: ${formatMoney(compared.differenceCents)}`}
            </p>
          </div>
        )}
        <DialogActions cancelRef={cancelRef} onCancel={onDone}>
          <button type="submit" className={buttonClass('primary')} disabled={!balanced}>
            Finish reconciliation
          </button>
        </DialogActions>
      </form>
    </Modal>
  )
}
