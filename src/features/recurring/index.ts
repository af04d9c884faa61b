/** What the recurring feature offers the others. */
export { ruleStopped } from './recurringSlice'
