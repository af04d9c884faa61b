/** What the transactions feature offers the others. */
export { type AddOption } from './addOption'
export { bankKeyOf } from './bankKey'
export { type TransactionFormValues } from './formValues'
export {
  EXPENSE_CATEGORIES,
  fromRecord,
  isFiledUnder,
  newRecord,
  toRecord,
  transactionIdentity,
  type Transaction,
  type TransactionFields,
  type TransactionRecord,
  type TransactionType,
} from './model'
export { summarize, type Summary } from './summary'
export { addTransaction, type SaveOutcome } from './transactionThunks'
export {
  selectAllTransactions,
  selectTransactionCount,
  transactionsImported,
} from './transactionsSlice'
export { checkAmount, checkTransaction, type AmountCheck } from './validate'
