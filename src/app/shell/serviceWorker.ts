/** Hands the page to the waiting version: it reloads once that version controls it. */
export type ApplyUpdate = () => void

const reload = () => window.location.reload()

/** Resolves once the page has loaded and the browser has nothing else to do. */
function whenIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        )
  return loaded.then(
    () =>
      new Promise<void>((resolve) =>
        'requestIdleCallback' in window
          ? requestIdleCallback(() => resolve(), { timeout: 5000 })
          : setTimeout(resolve, 1000),
      ),
  )
}

/**
 * A new version that began installing while the page was registering announced itself before
 * workbox-window listened (it reports only versions found later, or already waiting): offer it
 * once it has installed and waits. A first install (no active version) passes through waiting
 * on its way to active and is no update.
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
 * until the first screen has loaded and the browser is idle, and workbox-window is fetched only
 * then, so neither competes with that screen. Does nothing in development, where a cache would
 * serve stale code over webpack-dev-server's fresh builds. Returns a function that stops.
 */
export function registerServiceWorker(onUpdateWaiting: (apply: ApplyUpdate) => void): () => void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return () => {}
  let stop = () => {}
  let stopped = false

  void whenIdle()
    .then(() => import(/* webpackChunkName: "workbox" */ 'workbox-window'))
    .then(({ Workbox }) => {
      if (stopped) return
      const workbox = new Workbox('/sw.js')
      const onWaiting = () => {
        if (!stopped) onUpdateWaiting(apply)
      }
      // Without a worker the app still works online: a failed registration only costs offline use.
      const registered = workbox
        .register()
        .then((registration) => {
          if (registration) offerWhenInstalled(registration, onWaiting)
          return registration
        })
        .catch(() => undefined)
      const apply = () => {
        void registered.then((registration) => {
          // Another tab may already have switched to the new version: only this page is stale.
          if (!registration?.waiting) return reload()
          workbox.addEventListener('controlling', reload)
          workbox.messageSkipWaiting()
        })
      }
      // A tab left open looks for a new version whenever the person comes back to it.
      const onVisible = () => {
        if (document.visibilityState === 'visible') workbox.update().catch(() => undefined)
      }
      workbox.addEventListener('waiting', onWaiting)
      document.addEventListener('visibilitychange', onVisible)
      stop = () => {
        workbox.removeEventListener('waiting', onWaiting)
        document.removeEventListener('visibilitychange', onVisible)
      }
    })
    .catch(() => undefined)

  return () => {
    stopped = true
    stop()
  }
}
