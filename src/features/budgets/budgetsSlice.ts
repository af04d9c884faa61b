import { createCollectionSlice } from '../../collections/collectionSlice'
import type { ItemList } from '../../collections/itemList'
import type { RecordListSpec } from '../../collections/recordList'
import { collectionChange } from '../../collections/events'
import { userLoggedOut } from '../auth'
import { budgetFromRecord, budgetIdentityOf, compareBudgets, type Budget } from './model'

export type BudgetsState = ItemList<Budget>

export const budgetList: RecordListSpec<Budget> = {
  identity: budgetIdentityOf,
  fromRecord: budgetFromRecord,
  identityOfItem: (budget) => budget.category,
  compare: compareBudgets,
  same: (a, b) =>
    a.category === b.category && a.limitCents === b.limitCents && a.updatedAt === b.updatedAt,
}

export const budgetSaved = collectionChange('budgets/budgetSaved')
export const budgetRemoved = collectionChange('budgets/budgetRemoved')

const budgetsSlice = createCollectionSlice({
  name: 'budgets',
  collection: 'budgets',
  spec: budgetList,
  clearOn: userLoggedOut,
})

export default budgetsSlice
