/** What the transactions feature offers the others. */
export { asksForAccount, type AccountChoices, type AccountOption } from './accountChoices'
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
export { addTransaction, type SaveOutcome } from './transactionThunks'
export { transferMessages } from './transfers'
export {
  selectAllTransactions,
  selectIncomeAndExpenses,
  selectTransactionCount,
  transactionAdded,
  transactionsImported,
  transactionUpdated,
} from './transactionsSlice'
export { checkAmount, checkTransaction, formMessages, type AmountCheck } from './validate'
