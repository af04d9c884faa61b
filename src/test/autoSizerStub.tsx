// Jest stand-in for `react-virtualized-auto-sizer` (mapped in jest.config.ts).
//
// @nivo/core's CommonJS build does `require('react-virtualized-auto-sizer')` and renders the
// result directly as a component, so this module's `module.exports` must BE the component; it
// also carries `default` and `AutoSizer` for ESM-style imports. jsdom has no layout, so the
// children are rendered with a fixed size.
import type { ReactNode } from 'react'

export const AUTO_SIZER_WIDTH = 600
export const AUTO_SIZER_HEIGHT = 300

interface Size {
  width: number
  height: number
}

interface AutoSizerProps {
  children: (size: Size) => ReactNode
  defaultWidth?: number
  defaultHeight?: number
}

function AutoSizer({ children }: AutoSizerProps): ReactNode {
  return children({ width: AUTO_SIZER_WIDTH, height: AUTO_SIZER_HEIGHT })
}

module.exports = Object.assign(AutoSizer, {
  __esModule: true,
  default: AutoSizer,
  AutoSizer,
  AUTO_SIZER_WIDTH,
  AUTO_SIZER_HEIGHT,
})
