import { useParams } from 'react-router-dom'
import { useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { PageHeader } from '../../components/PageHeader'
import type { AccountChoices } from './accountChoices'
import type { AddOption } from './addOption'
import { TransactionForm } from './TransactionForm'
import styles from './TransactionForm.module.css'
import { selectTransaction } from './transactionsSlice'
import { useBackToHistory } from './useBackToHistory'

/** /add-transaction (no id) and /edit-transaction/:id. The store holds only the signed-in
 * person's records, so another person's id is simply not found. */
interface TransactionFormPageProps {
  addOption?: AddOption
  accounts?: AccountChoices
}

export function TransactionFormPage({ addOption, accounts }: TransactionFormPageProps) {
  const { id } = useParams()
  const back = useBackToHistory()
  const existing = useAppSelector((state) =>
    id === undefined ? undefined : selectTransaction(state, id),
  )

  return (
    <div className={styles.page}>
      <PageHeader title={id === undefined ? 'Add New Transaction' : 'Edit Transaction'}>
        <button type="button" className={buttonClass('secondary')} onClick={() => back()}>
          Back
        </button>
      </PageHeader>
      {/* Keyed by id: each record gets a fresh form, whatever instances the router reuses. */}
      <TransactionForm
        key={id ?? 'new'}
        editId={id}
        existing={existing}
        addOption={addOption}
        accounts={accounts}
      />
    </div>
  )
}
