/** What the transactions feature offers the others. */
export {
  asksForAccount,
  knownAccount,
  type AccountChoices,
  type AccountOption,
} from './accountChoices'
export { type AddOption } from './addOption'
export { bankKeyOf } from './bankKey'
export { type LineValues, type TransactionFormValues } from './formValues'
export {
  fromRecord,
  isFiledUnder,
  isTransfer,
  linesAndTags,
  linesAndTagsRecord,
  TRANSFER_CATEGORY,
  newRecord,
  toRecord,
  transactionIdentity,
  type Transaction,
  type TransactionFields,
  type TransactionRecord,
  type TransactionType,
} from './model'
export { categoriesOf, partsOf, SPLIT_CATEGORY, type SplitLine } from './splits'
export { summarize, type Summary } from './summary'
export { normaliseTags, tagsText } from './tags'
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
export {
  checkAmount,
  checkTransaction,
  dateRange,
  errorMessages,
  isFormDate,
  formMessages,
  type AmountCheck,
} from './validate'
