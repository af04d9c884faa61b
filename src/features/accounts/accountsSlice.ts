import { createCollectionSlice } from '../../collections/collectionSlice'
import type { ItemList } from '../../collections/itemList'
import type { RecordListSpec } from '../../collections/recordList'
import { collectionChange } from '../../collections/events'
import { userLoggedOut } from '../auth'
import { accountFromRecord, accountIdentityOf, compareAccounts, type Account } from './model'

/** The accounts `accounts_<userId>` holds, Main first; empty for a person who never added one
 * (selectors.ts then gives them Main). */
export type AccountsState = ItemList<Account>

export const accountList: RecordListSpec<Account> = {
  identity: accountIdentityOf,
  fromRecord: accountFromRecord,
  identityOfItem: (account) => account.id,
  compare: compareAccounts,
  same: (a, b) =>
    a.id === b.id &&
    a.name === b.name &&
    a.type === b.type &&
    a.openingCents === b.openingCents &&
    a.closed === b.closed &&
    a.reconciledTo === b.reconciledTo &&
    a.updatedAt === b.updatedAt,
}

export const accountAdded = collectionChange('accounts/accountAdded')
export const accountRenamed = collectionChange('accounts/accountRenamed')
export const accountClosed = collectionChange('accounts/accountClosed')
export const accountReconciled = collectionChange('accounts/accountReconciled')

const accountsSlice = createCollectionSlice({
  name: 'accounts',
  collection: 'accounts',
  spec: accountList,
  clearOn: userLoggedOut,
})
export default accountsSlice
