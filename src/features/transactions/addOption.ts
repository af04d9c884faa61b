import type { ComponentType } from 'react'
import type { AppThunk } from '../../store/types'
import type { TransactionFields } from './model'
import type { SaveOutcome } from './transactionThunks'

/**
 * A choice another feature adds to the add form (recurring's "Repeat"): its field, and how a
 * new transaction is saved with a value other than `none`. The form keeps the value, over an
 * update's reload too; the feature that offers it owns what it means.
 */
export interface AddOption {
  none: string
  values: readonly string[]
  Field: ComponentType<{ value: string; onChange: (value: string) => void }>
  save(fields: TransactionFields, value: string): AppThunk<SaveOutcome>
}
