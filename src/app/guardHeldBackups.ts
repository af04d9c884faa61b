import { hasHeldBackups } from '../storage/backups'

/** While unreadable data is held only in this tab's memory (storage had no room for a copy),
 * closing the tab asks first: it would be gone for good. Asked of storage, not of the recovery
 * notice, which signing out clears while the copy is still only here. */
export function guardHeldBackups(): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    if (hasHeldBackups()) event.preventDefault()
  }
  window.addEventListener('beforeunload', warn)
  return () => window.removeEventListener('beforeunload', warn)
}
