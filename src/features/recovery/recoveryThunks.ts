import type { AppThunk } from '../../store/types'
import { discardBackup as removeBackup, readBackup } from '../../storage/backups'
import { downloadText } from '../../lib/download'
import { backupDiscarded } from './recoverySlice'

/** Saves the set-aside text, exactly as it was stored, as a file. */
export function downloadBackup(backupKey: string): AppThunk<boolean> {
  return () => {
    const text = readBackup(backupKey)
    if (text === null) return false
    downloadText(`${backupKey}.json`, text, 'application/json')
    return true
  }
}

/** The person has kept (or decided against) the set-aside data: remove it. */
export function discardBackup(backupKey: string): AppThunk<boolean> {
  return (dispatch) => {
    if (!removeBackup(backupKey).ok) return false
    dispatch(backupDiscarded(backupKey))
    return true
  }
}
