import { render } from '@testing-library/react'
import { EXPENSE_COLOR, INCOME_COLOR, type MonthlyBar } from './chartData'
import { MonthlyBars } from './MonthlyBars'
import { animated, to, useSpring, useTransition } from './stillSprings'

describe('stillSprings, react-spring with every value final', () => {
  it('draws each item once with the values it settles at, keyed, in order', () => {
    const items = [
      { id: 'a', x: 1 },
      { id: 'b', x: 2 },
    ]
    function Dots() {
      const transition = useTransition(items, {
        keys: (item) => item.id,
        enter: (item) => ({ cx: item.x * 10, opacity: 1 }),
        update: (item) => ({ cx: item.x * 10, opacity: 1 }),
      })
      return (
        <svg>
          {transition((values, item, _state, index) => (
            <circle data-testid={item.id} cx={values.cx as number} data-index={index} />
          ))}
        </svg>
      )
    }
    const { container, getByTestId } = render(<Dots />)
    expect(container.querySelectorAll('circle')).toHaveLength(2)
    expect(getByTestId('a')).toHaveAttribute('cx', '10')
    expect(getByTestId('b')).toHaveAttribute('cx', '20')
    expect(getByTestId('b')).toHaveAttribute('data-index', '1')
  })

  it('gives a spring its target, without the options that steer it', () => {
    function Probe() {
      const moved = useSpring({ x: 4, transform: 'translate(1,2)', config: {}, immediate: true })
      const path = useSpring({ from: { value: 0 }, to: { value: 1 }, reset: true })
      return <output>{JSON.stringify([moved, path])}</output>
    }
    const { container } = render(<Probe />)
    expect(JSON.parse(container.textContent ?? '')).toEqual([
      { x: 4, transform: 'translate(1,2)' },
      { value: 1 },
    ])
  })

  it('interpolates at once, one value or several', () => {
    expect(to([1, 2, 3], (a: number, b: number, c: number) => a + b + c)).toBe(6)
    expect(to(1, (t: number) => `M0,${t}`)).toBe('M0,1')
  })

  it('animates nothing: animated elements and components are the plain ones', () => {
    const Label = () => null
    expect(animated.rect).toBe('rect')
    expect(animated(Label)).toBe(Label)
  })

  it('lets nivo draw the bars at their full heights, in the series colours', () => {
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => 600,
    })
    try {
      const bars: MonthlyBar[] = [
        { month: '2026-10', Income: 300, Expense: 100, incomeCents: 30_000, expenseCents: 10_000 },
      ]
      const { container } = render(<MonthlyBars bars={bars} />)
      const rect = (key: string) =>
        container.querySelector(`rect[data-testid="bar.item.${key}.0"]`) as SVGRectElement
      const income = Number(rect('Income').getAttribute('height'))
      const expense = Number(rect('Expense').getAttribute('height'))
      expect(income).toBeGreaterThan(0)
      expect(income / expense).toBeCloseTo(3)
      expect(rect('Income')).toHaveAttribute('fill', INCOME_COLOR)
      expect(rect('Expense')).toHaveAttribute('fill', EXPENSE_COLOR)
    } finally {
      if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width)
    }
  })
})
