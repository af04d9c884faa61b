import { commit } from '../../collections/commit'
import { isCollectionChange, storageChanged } from '../../collections/events'
import { CURRENT_USER_KEY } from '../../storage/keys'
import type { AppStartListening, AppThunk } from '../../store/types'
import { selectCurrentUser, userLoggedOut } from './authSlice'
import { switchTo } from './authThunks'
import { readSession, writeSession } from './session'
import { isStoredUser, type StoredUser } from './userRecords'
import { createEmptyList, freeUserId, usersChanged, usersCollection } from './usersStore'

/**
 * A registration this tab made again after another tab's racing write dropped it (see
 * collections/lostWrites.ts) keeps its id, the key of its list, unless another person
 * registered under that very id meanwhile: then it moves to the next free one, and this tab's
 * session with it.
 */
function moveOffTakenId(registered: StoredUser): AppThunk {
  return (dispatch) => {
    const written = commit(
      dispatch,
      usersCollection,
      (records) => {
        const shared = records.some(
          (entry) =>
            isStoredUser(entry) && entry.id === registered.id && entry.email !== registered.email,
        )
        if (!shared) return []
        const record = { ...registered, id: freeUserId(records, Number(registered.id) + 1) }
        return [{ type: 'replace', identity: registered.email, record }]
      },
      usersChanged,
    )
    const [change] = written.ok ? written.changes : []
    const session = readSession()
    if (change?.type !== 'changed' || !isStoredUser(change.after)) return
    createEmptyList(change.after.id)
    if (session?.id !== registered.id || session.name !== registered.name) return
    const moved = { id: change.after.id, name: change.after.name }
    if (writeSession(moved).ok) dispatch(switchTo(moved))
  }
}

/**
 * The session's part of following other tabs (see collections/following.ts): a sign-in, a
 * sign-out or another person signed in there is followed here; and a registration made again
 * moves off an id another person took meanwhile.
 */
export function startAuthListening(startListening: AppStartListening): void {
  startListening({
    actionCreator: storageChanged,
    effect: ({ payload: { key } }, { dispatch, getState }) => {
      if (key !== null && key !== CURRENT_USER_KEY) return
      const stored = readSession()
      const current = selectCurrentUser(getState())
      if (!stored) {
        if (getState().auth.status === 'signedIn') dispatch(userLoggedOut())
      } else if (stored.id !== current?.id || stored.name !== current.name) {
        dispatch(switchTo(stored))
      }
    },
  })

  startListening({
    predicate: (action) =>
      isCollectionChange('users')(action) && action.payload.retry !== undefined,
    effect: (action, { dispatch }) => {
      if (!isCollectionChange('users')(action)) return
      for (const change of action.payload.changes) {
        if (change.type === 'added' && isStoredUser(change.record)) {
          dispatch(moveOffTakenId(change.record))
        }
      }
    },
  })
}
