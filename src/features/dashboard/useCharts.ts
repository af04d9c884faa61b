import { useEffect, useState } from 'react'

type Charts = typeof import('./charts')

let loaded: Charts | null = null
let loading: Promise<Charts> | null = null

/** Requested beside the dashboard's own chunk (app/screens.ts): when the charts' code is in by
 * the dashboard's first render, that render draws them, with no pass of empty boxes first. */
export function loadCharts(): Promise<Charts> {
  loading ??= import(/* webpackChunkName: "charts" */ './charts').then(
    (charts) => (loaded = charts),
    (error: unknown) => {
      // Not kept: a dashboard shown once the network is back asks again.
      loading = null
      throw error
    },
  )
  return loading
}

/**
 * The chart components once their chunk (nivo and d3) has arrived, null until then.
 *
 * Not React.lazy: a component suspending inside the freshly shown dashboard makes React hold
 * the whole page back (it throttles Suspense reveals by up to 300 ms), so the cards would wait
 * for the charts. This way the page commits at once with empty 300 px boxes, and the charts
 * fill them when the chunk is in.
 */
export function useCharts(): Charts | null {
  const [charts, setCharts] = useState(loaded)
  useEffect(() => {
    if (charts) return
    let current = true
    // Failed (offline): the boxes stay empty, the tables beside them say it all.
    loadCharts().then(
      (module) => current && setCharts(module),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [charts])
  return charts
}
