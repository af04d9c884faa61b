import { render } from '@testing-library/react'
import { NetWorthLine, type NetWorthPoint } from './NetWorthLine'

const point = (x: string, cents: number): NetWorthPoint => ({ x, y: cents / 100, cents })

/** Charts measure their box; jsdom lays nothing out. */
function drawnAt(widthPx: number, points: NetWorthPoint[]) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(widthPx)
  return render(<NetWorthLine points={points} />).container
}

/** The y of each vertex of the line's path. */
const lineYs = (container: HTMLElement) =>
  [
    ...(container.querySelector('path[fill="none"]')?.getAttribute('d') ?? '').matchAll(
      /,([-\d.]+)/g,
    ),
  ].map((match) => Number(match[1]))

describe('the net worth line', () => {
  it('joins a dot a month in the net worth colour, a debt below zero', () => {
    const container = drawnAt(600, [
      point('1/2026', 100_000),
      point('2/2026', 79_950),
      point('3/2026', -5_000),
    ])
    const line = container.querySelector('path[fill="none"]')
    // The theme's accent (jsdom has no style sheet, so its token's name): its light and dark
    // values are in tokens.css.
    expect(line).toHaveAttribute('stroke', 'var(--color-accent-strong)')
    expect(container.querySelectorAll('[data-testid^="line.point."]')).toHaveLength(3)
    expect(container.querySelectorAll('rect[data-testid^="bar.item"]')).toHaveLength(0)
    const [first, second, third] = lineYs(container)
    const zeroTick = [...container.querySelectorAll('text')].find((t) => t.textContent === '$0')
    const zero = Number(
      /,([-\d.]+)\)/.exec(zeroTick?.parentElement?.getAttribute('transform') ?? '')?.[1],
    )
    expect(first).toBeLessThan(second)
    expect(second).toBeLessThan(zero)
    expect(third).toBeGreaterThan(zero)
    const labels = [...container.querySelectorAll('text')].map((t) => t.textContent)
    expect(labels).toEqual(expect.arrayContaining(['1/2026', '2/2026', '3/2026', '-$500', '$1K']))
  })

  it('draws the line alone when the months have no room for a dot each', () => {
    const months = Array.from({ length: 120 }, (_, i) =>
      point(`${(i % 12) + 1}/${2016 + Math.floor(i / 12)}`, i * 100),
    )
    const container = drawnAt(400, months)
    expect(lineYs(container)).toHaveLength(120)
    expect(container.querySelectorAll('[data-testid^="line.point."]')).toHaveLength(0)
  })
})
