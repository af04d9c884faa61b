import { bindCollection } from '../../collections/binding'
import { collectionKey } from '../../storage/keys'
import { budgetList } from './budgetsSlice'

export const budgetsBinding = bindCollection({
  name: 'budgets',
  key: (ownerId) => collectionKey('budgets', ownerId),
  spec: budgetList,
})
