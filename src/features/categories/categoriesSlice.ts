import { createCollectionSlice } from '../../collections/collectionSlice'
import type { ItemList } from '../../collections/itemList'
import type { RecordListSpec } from '../../collections/recordList'
import { collectionChange } from '../../collections/events'
import { userLoggedOut } from '../auth'
import {
  categoryFromRecord,
  categoryIdentity,
  categoryKey,
  compareCategoryItems,
  type Category,
} from './model'

/** The person's own category lists; empty while they keep SPEC.md's (see selectors.ts). */
export type CategoriesState = ItemList<Category>

export const categoryList: RecordListSpec<Category> = {
  identity: categoryIdentity,
  fromRecord: categoryFromRecord,
  identityOfItem: (category) => categoryKey(category) as string,
  compare: compareCategoryItems,
  same: (a, b) =>
    a.name === b.name && a.type === b.type && a.hidden === b.hidden && a.updatedAt === b.updatedAt,
}

export const categoryAdded = collectionChange('categories/categoryAdded')
export const categoryShownOrHidden = collectionChange('categories/categoryShownOrHidden')
/** Each write of a rename, whatever collection it changes (see renameCategory.ts). */
export const categoryRenamed = collectionChange('categories/categoryRenamed')

const categoriesSlice = createCollectionSlice({
  name: 'categories',
  collection: 'categories',
  spec: categoryList,
  clearOn: userLoggedOut,
})
export default categoriesSlice
