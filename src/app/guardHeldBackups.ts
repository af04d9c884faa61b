import { selectBackups } from '../features/recovery/recoverySlice'
import type { AppStore } from './store'

/** While unreadable data is held only in this tab's memory (storage had no room for a copy),
 * closing the tab asks first: it would be gone for good. */
export function guardHeldBackups(store: AppStore): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    if (selectBackups(store.getState()).some((backup) => backup.kind === 'held')) {
      event.preventDefault()
    }
  }
  window.addEventListener('beforeunload', warn)
  return () => window.removeEventListener('beforeunload', warn)
}
