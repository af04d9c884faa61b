import { createElement, lazy, type ComponentType } from 'react'

export type Module = { default: ComponentType }

/**
 * A component whose code is a chunk of its own, fetched on first render or ahead with `fetch`.
 * Once the chunk has arrived it renders at once: its lazy component is handed a thenable that is
 * already settled, so React never suspends on it (a suspended first screen would wait out
 * React's 300 ms reveal throttle).
 */
export function screen(load: () => Promise<Module>) {
  let loaded: Module | null = null
  let loading: Promise<Module> | null = null
  const fetch = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  // React.lazy keeps a failed load for good (offline, or a chunk a new deploy removed), so
  // `retry` puts a fresh lazy component in its place. Only on request: React renders again as
  // soon as a load fails, and a fresh one there would download again, and fail, without end.
  const lazyScreen = () =>
    lazy(() => {
      if (loaded) {
        return {
          then: (resolve: (module: Module) => void) => resolve(loaded as Module),
        } as Promise<Module>
      }
      return fetch().catch((error: unknown) => {
        failed = true
        throw error
      })
    })
  let failed = false
  let current = lazyScreen()
  const retry = () => {
    if (!failed) return
    failed = false
    current = lazyScreen()
  }
  const Component = () => createElement(current)
  return { Component, fetch, retry }
}

export const named =
  <K extends string>(name: K) =>
  (module: Record<K, ComponentType>): Module => ({ default: module[name] })
