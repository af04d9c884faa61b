import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { todayIso, type IsoDate } from '../../lib/dates'

/** The local date the screens count "this month" from: one clock for the whole page, moved on
 * at local midnight and when the page is seen again (recurring/catchUp/clock.ts), so a page left
 * open overnight shows the new month's budgets and averages without a reload. */
export interface CalendarState {
  today: IsoDate
}

const calendarSlice = createSlice({
  name: 'calendar',
  initialState: (): CalendarState => ({ today: todayIso() }),
  reducers: {
    dayBegan(state, action: PayloadAction<IsoDate>): CalendarState {
      return state.today === action.payload ? state : { today: action.payload }
    },
  },
})

export const { dayBegan } = calendarSlice.actions

export const selectToday = (state: { calendar: CalendarState }): IsoDate => state.calendar.today

export default calendarSlice
