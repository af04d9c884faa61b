/** What the calendar feature offers the others. */
export { dayBegan, selectToday } from './calendarSlice'
