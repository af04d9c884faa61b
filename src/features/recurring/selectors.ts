import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import type { RecurringRule } from './model'

export const selectRules = createSelector(
  [(state: RootState) => state.recurring.ids, (state: RootState) => state.recurring.entities],
  (ids, entities): RecurringRule[] => ids.map((key) => entities[key]),
)
