/**
 * Runs `work` once the page has loaded and then the browser has nothing else to do; returns a
 * cancel. For background work that must not compete with the first screen: the load event
 * waits for every script and stylesheet the page has asked for by then, so also for the chunks
 * the first screen requested as it started (the dashboard's charts among them), where an idle
 * moment alone can come while they are still downloading.
 */
export function whenPageIdle(work: () => void): () => void {
  let cancelIdle = () => {}
  const onLoaded = () => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(() => work(), { timeout: 5000 })
      cancelIdle = () => cancelIdleCallback(handle)
    } else {
      const timer = setTimeout(work, 1000)
      cancelIdle = () => clearTimeout(timer)
    }
  }
  if (document.readyState === 'complete') onLoaded()
  else window.addEventListener('load', onLoaded, { once: true })
  return () => {
    window.removeEventListener('load', onLoaded)
    cancelIdle()
  }
}
