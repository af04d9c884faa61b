import type { AppThunk } from '../../store/types'
import { readSyncSettings, targetOf } from './syncSettings'
import { selectCurrentUser } from '../auth'
import { syncSettingsFound } from './syncSlice'

/** Another tab turned sync on or off, or changed where it syncs: do the same here. */
export function followSyncSettings(): AppThunk {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return
    const stored = readSyncSettings(owner.id)
    const { on, target } = getState().sync
    const found = targetOf(stored)
    const changed =
      on !== (found !== null) ||
      (found !== null &&
        (found.server !== target?.server ||
          found.username !== target?.username ||
          found.encrypted !== target?.encrypted))
    if (changed) dispatch(syncSettingsFound(found))
  }
}
