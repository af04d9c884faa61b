/** What the calendar feature offers the others. */
export { selectToday } from './calendarSlice'
