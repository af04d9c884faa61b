import { bindCollection } from '../../collections/binding'
import { transactionsKey } from '../../storage/keys'
import { isFiledUnder } from './model'
import { transactionList } from './transactionsSlice'

export const transactionsBinding = bindCollection({
  name: 'transactions',
  key: transactionsKey,
  spec: transactionList,
  belongsTo: isFiledUnder,
  fileUnder: (record, ownerId) => ({ ...record, userId: ownerId }),
})
