/** What the sync feature offers the others. */
export {
  syncSettingsFound,
  syncSignInRefused,
  syncStatusChanged,
  syncTurnedOff,
  type SyncStatus,
} from './syncSlice'
export { syncNowEverywhere } from './syncCoordinator'
