/** What the accounts feature offers the others. */
export { AccountBalances } from './AccountBalances'
export { restoreAccounts, takeBackAccounts } from './accountThunks'
export { accountIdsAfterRestore } from './backupAccounts'
export {
  selectAccountChoices,
  selectAccountOf,
  selectAccountRecords,
  selectAccounts,
  selectKeepsAccounts,
  selectOpenAccounts,
} from './selectors'
