import type { RootState } from '../../app/store'
import type { RecurringRule } from './model'

export const selectRules = (state: RootState): readonly RecurringRule[] => state.recurring
