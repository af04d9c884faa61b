import type { AppThunk } from '../../app/store'
import { readRaw } from '../../storage/localStore'
import { discardBackup as removeBackup } from '../../storage/transactionsStore'
import { backupDiscarded } from './transactionsSlice'

/** The set-aside text exactly as it was stored, for the person to download. */
export function readBackup(): AppThunk<{ key: string; text: string } | null> {
  return (_dispatch, getState) => {
    const { backupKey } = getState().transactions
    if (backupKey === null) return null
    const raw = readRaw(backupKey)
    return raw.ok && raw.value !== null ? { key: backupKey, text: raw.value } : null
  }
}

/** The person has kept (or decided against) the set-aside data: remove it from storage. */
export function discardBackup(): AppThunk<boolean> {
  return (dispatch, getState) => {
    const { backupKey } = getState().transactions
    if (backupKey === null) return true
    if (!removeBackup(backupKey).ok) return false
    dispatch(backupDiscarded())
    return true
  }
}
