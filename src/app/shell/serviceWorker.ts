import { keepForReload } from '../../lib/keptOverReload'
import { whenPageIdle } from '../../lib/pageIdle'

/** Hands the page to the waiting version: it reloads once that version controls it. */
export type ApplyUpdate = () => void

// What the open forms hold comes back after the reload: the person asked for the new version,
// not to lose what they were typing.
const reload = () => {
  keepForReload()
  window.location.reload()
}

/**
 * Offers the version that is installing, if it is an update (a first install, with no active
 * version, passes through waiting on its way to active), once it has installed and waits.
 */
function offerWhenInstalled(registration: ServiceWorkerRegistration, onWaiting: () => void) {
  const installing = registration.installing
  if (!installing || !registration.active) return
  const onStateChange = () => {
    if (installing.state === 'installing') return
    installing.removeEventListener('statechange', onStateChange)
    if (registration.waiting === installing) onWaiting()
  }
  installing.addEventListener('statechange', onStateChange)
}

/**
 * Registers the build's service worker, which lets the app open offline after one visit, and
 * calls `onUpdateWaiting` when a newer version has installed and is waiting. The new version
 * takes over only when the ApplyUpdate it receives is called, so a reload never throws away
 * what the person typed unless they ask for it.
 *
 * Registration (and with it the download of everything the worker keeps for offline use) waits
 * until the first screen has loaded and the browser is idle, so it never competes with that
 * screen. Does nothing in development, where a cache would serve stale code over
 * webpack-dev-server's fresh builds. Returns a function that stops.
 */
export function registerServiceWorker(onUpdateWaiting: (apply: ApplyUpdate) => void): () => void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return () => {}
  let stop = () => {}
  let stopped = false

  const stopWaiting = whenPageIdle(() => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        if (stopped) return
        const apply = () => {
          // Another tab may already have switched to the new version: only this page is stale.
          const waiting = registration.waiting
          if (!waiting) return reload()
          navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true })
          // The message the generated sw.js (skipWaiting: false) waits for before it takes over.
          waiting.postMessage({ type: 'SKIP_WAITING' })
        }
        const onWaiting = () => {
          if (!stopped) onUpdateWaiting(apply)
        }
        // Another tab, or an earlier visit, may have installed a version that now waits.
        if (registration.waiting && registration.active) onWaiting()
        else offerWhenInstalled(registration, onWaiting)
        const onUpdateFound = () => offerWhenInstalled(registration, onWaiting)
        // A tab left open looks for a new version whenever the person comes back to it.
        const onVisible = () => {
          if (document.visibilityState === 'visible') registration.update().catch(() => undefined)
        }
        registration.addEventListener('updatefound', onUpdateFound)
        document.addEventListener('visibilitychange', onVisible)
        stop = () => {
          registration.removeEventListener('updatefound', onUpdateFound)
          document.removeEventListener('visibilitychange', onVisible)
        }
      })
      // Without a worker the app still works online: a failed registration only costs offline use.
      .catch(() => undefined)
  })

  return () => {
    stopped = true
    stopWaiting()
    stop()
  }
}
