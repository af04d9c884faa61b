import type { AppThunk } from '../../store/types'
import { readSyncSettings } from './syncSettings'
import { selectCurrentUser } from '../auth'
import { syncSettingsFound } from './syncSlice'

/** Another tab turned sync on or off, or changed where it syncs: do the same here. */
export function followSyncSettings(): AppThunk {
  return (dispatch, getState) => {
    const owner = selectCurrentUser(getState())
    if (!owner) return
    const stored = readSyncSettings(owner.id)
    const { on, target } = getState().sync
    const changed =
      on !== (stored !== null) ||
      (stored !== null &&
        (stored.server !== target?.server || stored.username !== target?.username))
    if (changed) {
      dispatch(syncSettingsFound(stored && { server: stored.server, username: stored.username }))
    }
  }
}
