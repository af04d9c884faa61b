import { repeatOption } from '../features/recurring/RepeatField'
import { TransactionFormPage } from '../features/transactions/TransactionFormPage'

/** /add-transaction and /edit-transaction/:id: the form, with recurring's Repeat when adding. */
export function TransactionFormScreen() {
  return <TransactionFormPage addOption={repeatOption} />
}
