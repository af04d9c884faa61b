import { bindCollection } from '../../collections/binding'
import { collectionKey } from '../../storage/keys'
import { categoryRuleList } from './rulesSlice'

export const categoryRulesBinding = bindCollection({
  name: 'rules',
  key: (ownerId) => collectionKey('rules', ownerId),
  spec: categoryRuleList,
})
