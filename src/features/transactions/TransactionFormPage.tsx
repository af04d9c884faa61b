import { useParams } from 'react-router-dom'

/** Scaffolding until the transactions issue builds the form. */
export function TransactionFormPage() {
  const { id } = useParams()
  return <h1>{id === undefined ? 'Add New Transaction' : 'Edit Transaction'}</h1>
}
