import { useAppSelector } from '../store/hooks'
import { selectAccountChoices } from '../features/accounts'
import { repeatOption } from '../features/recurring/RepeatField'
import { TransactionFormPage } from '../features/transactions/TransactionFormPage'

/** /add-transaction and /edit-transaction/:id: the form, with recurring's Repeat when adding and
 * the person's accounts to choose from. */
export function TransactionFormScreen() {
  const accounts = useAppSelector(selectAccountChoices)
  return <TransactionFormPage addOption={repeatOption} accounts={accounts} />
}
