import { createCollectionSlice } from '../../collections/collectionSlice'
import type { ItemList } from '../../collections/itemList'
import type { RecordListSpec } from '../../collections/recordList'
import { collectionChange } from '../../collections/events'
import { userLoggedOut } from '../auth'
import { compareRules, ruleFromRecord, ruleIdentityOf, type RecurringRule } from './model'

export type RulesState = ItemList<RecurringRule>

export const ruleList: RecordListSpec<RecurringRule> = {
  identity: ruleIdentityOf,
  fromRecord: ruleFromRecord,
  identityOfItem: (rule) => rule.id,
  compare: compareRules,
  same: (a, b) => a.updatedAt === b.updatedAt && a.next === b.next && a.id === b.id,
}

export const ruleAdded = collectionChange('recurring/ruleAdded')
export const ruleStopped = collectionChange('recurring/ruleStopped')
/** A rule taken back because its first transaction could not be stored: the person never saw
 * it saved, so unlike ruleStopped this is nothing to undo. */
export const ruleTakenBack = collectionChange('recurring/ruleTakenBack')

const recurringSlice = createCollectionSlice({
  name: 'recurring',
  collection: 'recurring',
  spec: ruleList,
  clearOn: userLoggedOut,
})

export default recurringSlice
