import { bindCollection } from '../../collections/binding'
import { collectionKey } from '../../storage/keys'
import { accountList } from './accountsSlice'

export const accountsBinding = bindCollection({
  name: 'accounts',
  key: (ownerId) => collectionKey('accounts', ownerId),
  spec: accountList,
})
