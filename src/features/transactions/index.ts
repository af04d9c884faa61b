/** What the transactions feature offers the others. */
export { type AddOption } from './addOption'
export { bankKeyOf } from './bankKey'
export { type TransactionFormValues } from './formValues'
export {
  fromRecord,
  isFiledUnder,
  linesAndTags,
  linesAndTagsRecord,
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
export {
  selectAllTransactions,
  selectTransactionCount,
  transactionsImported,
} from './transactionsSlice'
export { type LineValues } from './formValues'
export { checkAmount, checkTransaction, errorMessages, type AmountCheck } from './validate'
