import { useNavigate, useParams } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { buttonClass } from '../../components/buttonClass'
import { PageHeader } from '../../components/PageHeader'
import { TransactionForm } from './TransactionForm'
import styles from './TransactionForm.module.css'
import { selectTransactionById } from './transactionsSlice'

/** /add-transaction (no id) and /edit-transaction/:id. The store holds only the signed-in
 * person's records, so another person's id is simply not found. */
export function TransactionFormPage() {
  const { id } = useParams()
  const navigate = useNavigate()
  const existing = useAppSelector((state) =>
    id === undefined ? undefined : selectTransactionById(state, id),
  )

  return (
    <div className={styles.page}>
      <PageHeader title={id === undefined ? 'Add New Transaction' : 'Edit Transaction'}>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => navigate(paths.transactions)}
        >
          Back
        </button>
      </PageHeader>
      {/* Keyed by id: each record gets a fresh form, whatever instances the router reuses. */}
      <TransactionForm key={id ?? 'new'} editId={id} existing={existing} />
    </div>
  )
}
