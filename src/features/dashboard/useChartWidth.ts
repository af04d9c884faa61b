import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The width of the chart's box, measured once it is laid out and again when the window
 * resizes. Charts drawn at this fixed width render once, where nivo's resize-observing wrapper
 * renders an empty pass first and measures through a ResizeObserver.
 */
export function useChartWidth() {
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const measure = () => setWidth(Math.floor(box.current?.clientWidth ?? 0))
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])
  return { box, width }
}
