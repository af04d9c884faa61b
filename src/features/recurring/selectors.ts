import type { AppState } from '../../store/types'
import type { RecurringRule } from './model'

export const selectRules = (state: AppState): readonly RecurringRule[] => state.recurring
