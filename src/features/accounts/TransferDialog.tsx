import { useId, useRef, useState, type FormEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import dialogStyles from '../../components/ConfirmDialog.module.css'
import { DialogActions } from '../../components/DialogActions'
import { ErrorAlert } from '../../components/ErrorAlert'
import { ChoiceSelect } from '../../components/ChoiceSelect'
import { Field } from '../../components/Field'
import { MoneyField } from '../../components/MoneyField'
import { Modal } from '../../components/Modal'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { selectToday } from '../calendar'
import { addTransfer } from './ledgerThunks'
import { selectAccountChoices } from './selectors'
import { checkTransfer, type TransferErrors, type TransferValues } from './transferForm'

/** "Transfer between accounts": money from one account to another, saved as two linked
 * transactions that move both balances and are neither income nor expense. */
export function TransferDialog({ onDone }: { onDone: () => void }) {
  const dispatch = useAppDispatch()
  const choices = useAppSelector(selectAccountChoices)
  const today = useAppSelector(selectToday)
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [values, setValues] = useState<TransferValues>(() => ({
    from: choices.open[0]?.id ?? '',
    to: choices.open[1]?.id ?? choices.open[0]?.id ?? '',
    amount: '',
    date: today,
    description: '',
  }))
  const [errors, setErrors] = useState<TransferErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const { container, submitted } = useFocusFirstInvalid<HTMLFormElement>()

  const change = (field: keyof TransferValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    // The two accounts' check belongs to both fields.
    const cleared = field === 'from' ? 'to' : field
    setErrors((current) => ({ ...current, [cleared]: undefined }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    submitted()
    const checked = checkTransfer(values)
    if (!checked.ok) return setErrors(checked.errors)
    const outcome = dispatch(addTransfer(checked.draft))
    if (outcome.ok) onDone()
    else setFailure(outcome.message)
  }

  return (
    <Modal role="dialog" labelledBy={titleId} onCancel={onDone} initialFocus={cancelRef}>
      <h2 id={titleId} className={dialogStyles.message}>
        Transfer between accounts
      </h2>
      <form ref={container} className={dialogStyles.form} onSubmit={submit} noValidate>
        {failure && <ErrorAlert message={failure} />}
        <ChoiceSelect
          label="From account"
          choices={choices.open}
          value={values.from}
          onChange={change('from')}
        />
        <ChoiceSelect
          label="To account"
          choices={choices.open}
          value={values.to}
          onChange={change('to')}
          error={errors.to}
        />
        <MoneyField
          label="Amount"
          error={errors.amount}
          value={values.amount}
          onChange={change('amount')}
        />
        <Field label="Date" error={errors.date}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.date}
              onChange={(event) => change('date')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Description">
          {(control) => (
            <input
              {...control}
              type="text"
              value={values.description}
              onChange={(event) => change('description')(event.target.value)}
            />
          )}
        </Field>
        <DialogActions cancelRef={cancelRef} onCancel={onDone}>
          <button type="submit" className={buttonClass('primary')}>
            Save Transfer
          </button>
        </DialogActions>
      </form>
    </Modal>
  )
}
