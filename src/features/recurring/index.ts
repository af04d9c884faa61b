/** What the recurring feature offers the others, and app/ wires. */
export { catchUpSlice } from './catchUp/catchUpSlice'
export { startCatchUpListening } from './catchUp/catchUpListening'
export { runCatchUpClock } from './catchUp/clock'
export { MissedOccurrencesQuestion } from './catchUp/MissedOccurrencesQuestion'
