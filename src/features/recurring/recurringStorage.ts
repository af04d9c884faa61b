import { bindCollection } from '../../collections/binding'
import { collectionKey } from '../../storage/keys'
import { ruleList } from './recurringSlice'

export const recurringBinding = bindCollection({
  name: 'recurring',
  key: (ownerId) => collectionKey('recurring', ownerId),
  spec: ruleList,
})
