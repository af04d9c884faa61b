/**
 * `@react-spring/web` as nivo uses it, for charts that never move. The build resolves nivo's
 * imports of react-spring here (webpack.config.js and jest.config.ts alias it).
 *
 * Why: both charts are drawn with `animate={false}`, yet nivo still runs every bar, arc, tick
 * and grid line through react-spring, which builds a controller per item and settles it to its
 * final value. That was the largest part of drawing the dashboard (issue 15). Here each value
 * is its final value from the start: `useSpring` and `useTransition` hand back plain numbers and
 * strings, `to` applies its function at once, and `animated.x` is the element `x`.
 *
 * Only the calls nivo 0.99 makes are supported (its bar, pie, arcs, axes, annotations, core,
 * text and tooltip packages import `animated`, `to`, `useSpring`, `useTransition` and
 * `config`). Animating a chart would need the real package back.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react'

type Values = Record<string, unknown>
type PerItem<T> = Values | ((item: T) => Values)

/** What nivo's spring props hold besides the values themselves. */
const CONTROLS = new Set(['from', 'to', 'config', 'immediate', 'reset'])

/** The values a spring would come to rest at: its `to`, or the values it was given. */
export function useSpring(props: Values): Values {
  if (props.to && typeof props.to === 'object') return props.to as Values
  return Object.fromEntries(Object.entries(props).filter(([key]) => !CONTROLS.has(key)))
}

interface TransitionProps<T> {
  keys: (item: T) => string | number
  enter?: PerItem<T>
  update?: PerItem<T>
}

type RenderItem<T> = (
  values: Values,
  item: T,
  transition: { key: string | number; item: T; phase: 'update' },
  index: number,
) => ReactNode

/** Each item drawn once with the values it would settle at; a leaving item is simply gone. */
export function useTransition<T>(items: readonly T[], props: TransitionProps<T>) {
  const settled = props.update ?? props.enter ?? {}
  return (render: RenderItem<T>) =>
    items.map((item, index) => {
      const key = props.keys(item)
      const values = typeof settled === 'function' ? settled(item) : settled
      return createElement(
        Fragment,
        { key },
        render(values, item, { key, item, phase: 'update' }, index),
      )
    })
}

/** Interpolation of values that are already final: the function applied to them now. */
export function to<R>(
  values: unknown,
  interpolate: ((...args: never[]) => R) | ((value: never) => R),
): R {
  const apply = interpolate as (...args: unknown[]) => R
  return Array.isArray(values) ? apply(...(values as unknown[])) : apply(values)
}

/** `animated.g` is `g`; `animated(Component)` is `Component`. */
export const animated = new Proxy(<P>(component: ComponentType<P>) => component, {
  get: (target, tag) => (typeof tag === 'string' ? tag : Reflect.get(target, tag)),
}) as (<P>(component: ComponentType<P>) => ComponentType<P>) & Record<string, string>

/** react-spring's presets by name, which nivo's `motionConfig` picks from; never run here. */
export const config = {
  default: { tension: 170, friction: 26 },
  gentle: { tension: 120, friction: 14 },
  wobbly: { tension: 180, friction: 12 },
  stiff: { tension: 210, friction: 20 },
  slow: { tension: 280, friction: 60 },
  molasses: { tension: 280, friction: 120 },
}
