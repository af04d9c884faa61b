import { useEffect, useSyncExternalStore } from 'react'

/**
 * A chunk of code loaded on request (`importChunk` is a dynamic import), with a hook that gives
 * its module once it has arrived and null until then.
 *
 * Not React.lazy: a component suspending inside a freshly shown screen makes React hold the
 * whole page back (it throttles Suspense reveals by up to 300 ms). This way the page commits at
 * once, with empty boxes where the chunk's components go, and they fill them when it is in.
 */
export function lazyChunk<T>(importChunk: () => Promise<T>) {
  let loaded: T | null = null
  let loading: Promise<T> | null = null
  const arrivals = new Set<() => void>()

  function load(): Promise<T> {
    loading ??= importChunk().then(
      (module) => {
        loaded = module
        for (const arrived of [...arrivals]) arrived()
        return module
      },
      (error: unknown) => {
        // Not kept: a screen shown once the network is back asks again.
        loading = null
        throw error
      },
    )
    return loading
  }

  /** Calls `arrived` when the module arrives, whoever asked for it. */
  function subscribe(arrived: () => void): () => void {
    arrivals.add(arrived)
    return () => {
      arrivals.delete(arrived)
    }
  }

  /** The module if it has arrived, for code that acts at once when it can. */
  const current = (): T | null => loaded

  function useChunk(): T | null {
    const module = useSyncExternalStore(subscribe, current, current)
    useEffect(() => {
      // Failed (offline): the boxes stay empty until someone's next request brings it.
      if (!loaded) load().catch(() => undefined)
    }, [])
    return module
  }

  return { load, current, subscribe, useChunk }
}
