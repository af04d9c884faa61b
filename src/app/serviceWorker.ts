import { Workbox } from 'workbox-window'

/** Hands the page to the waiting version: it reloads once that version controls it. */
export type ApplyUpdate = () => void

const reload = () => window.location.reload()

/**
 * Registers the build's service worker, which lets the app open offline after one visit, and
 * calls `onUpdateWaiting` when a newer version has installed and is waiting. The new version
 * takes over only when the ApplyUpdate it receives is called, so a reload never throws away
 * what the person typed unless they ask for it. Does nothing in development, where a cache
 * would serve stale code over webpack-dev-server's fresh builds. Returns a function that stops
 * listening.
 */
export function registerServiceWorker(onUpdateWaiting: (apply: ApplyUpdate) => void): () => void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return () => {}

  const workbox = new Workbox('/sw.js')
  // Without a worker the app still works online, so a failed registration only costs offline use.
  const registered = workbox.register().catch(() => undefined)
  const apply = () => {
    void registered.then((registration) => {
      // Another tab may already have switched to the new version: only this page is stale.
      if (!registration?.waiting) return reload()
      workbox.addEventListener('controlling', reload)
      workbox.messageSkipWaiting()
    })
  }
  const onWaiting = () => onUpdateWaiting(apply)
  // A tab left open looks for a new version whenever the person comes back to it.
  const onVisible = () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined)
  }

  workbox.addEventListener('waiting', onWaiting)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    workbox.removeEventListener('waiting', onWaiting)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
