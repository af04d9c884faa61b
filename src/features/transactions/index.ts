/** What the transactions feature offers the others. */
export { asksForAccount, type AccountChoices, type AccountOption } from './accountChoices'
export { AccountSelect } from './AccountSelect'
export { type AddOption } from './addOption'
export { bankKeyOf } from './bankKey'
export { type TransactionFormValues } from './formValues'
export {
  EXPENSE_CATEGORIES,
  fromRecord,
  isFiledUnder,
  isTransfer,
  TRANSFER_CATEGORY,
  newRecord,
  toRecord,
  transactionIdentity,
  type Transaction,
  type TransactionFields,
  type TransactionRecord,
  type TransactionType,
} from './model'
export { summarize, type Summary } from './summary'
export { addTransaction, addTransfer, markReconciled, type SaveOutcome } from './transactionThunks'
export { transferMessages, type TransferDraft } from './transfers'
export {
  selectAllTransactions,
  selectIncomeAndExpenses,
  selectTransactionCount,
  transactionsImported,
} from './transactionsSlice'
export { checkAmount, checkTransaction, formMessages, type AmountCheck } from './validate'
