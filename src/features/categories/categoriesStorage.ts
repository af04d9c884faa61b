import { bindCollection } from '../../collections/binding'
import { collectionKey } from '../../storage/keys'
import { categoryList } from './categoriesSlice'

export const categoriesBinding = bindCollection({
  name: 'categories',
  key: (ownerId) => collectionKey('categories', ownerId),
  spec: categoryList,
})
