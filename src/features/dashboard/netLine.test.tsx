import { render } from '@testing-library/react'
import type { MonthlyBar } from './chartData'
import { MonthlyBars } from './MonthlyBars'

const month = (name: string, incomeCents: number, expenseCents: number): MonthlyBar => ({
  month: name,
  Income: incomeCents / 100,
  Expense: expenseCents / 100,
  incomeCents,
  expenseCents,
})

const quarter = [month('1/2026', 100_000, 0), month('2/2026', 0, 20_050), month('3/2026', 0, 5_000)]

/** Charts measure their box; jsdom lays nothing out. */
function drawn(withNet: boolean) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600)
  return render(<MonthlyBars bars={quarter} withNet={withNet} />).container
}

const texts = (container: HTMLElement) =>
  [...container.querySelectorAll('text')].map((text) => text.textContent)

/** The x and y of an element's `translate(x, y)`. */
const translation = (element: Element | null | undefined) =>
  (/translate\(([-\d.]+),\s*([-\d.]+)\)/.exec(element?.getAttribute('transform') ?? '') ?? [])
    .slice(1)
    .map(Number)

/** Where the value axis puts its label: the height of its tick. */
function tickY(container: HTMLElement, label: string): number {
  const text = [...container.querySelectorAll('text')].find((t) => t.textContent === label)
  return translation(text?.parentElement)[1]
}

describe("the income and expense bars with each month's net", () => {
  it('draws the net as a line through the middle of each month, below zero for a loss', () => {
    const container = drawn(true)
    const path = container.querySelector('path.netLine')?.getAttribute('d') ?? ''
    const points = [...path.matchAll(/([-\d.]+),([-\d.]+)/g)].map((m) => [+m[1], +m[2]])
    expect(points).toHaveLength(3)
    const zero = tickY(container, '$0')
    const [gain, loss, smallLoss] = points.map(([, y]) => y)
    expect(gain).toBeLessThan(zero)
    expect(loss).toBeGreaterThan(smallLoss)
    expect(smallLoss).toBeGreaterThan(zero)
    // $1,000.00 of income in January: the net is as high as its income bar.
    const income = container.querySelector('[data-testid="bar.item.Income.0"]')
    expect(gain).toBeCloseTo(translation(income?.parentElement)[1])
    const [incomeX] = translation(income?.parentElement)
    const expense = container.querySelector('[data-testid="bar.item.Expense.0"]')
    const expenseEnd =
      translation(expense?.parentElement)[0] + Number(expense?.getAttribute('width'))
    expect(points[0][0]).toBeCloseTo((incomeX + expenseEnd) / 2)
    // The scale reaches below zero, its labels signed, and the legend names the line.
    expect(texts(container)).toEqual(expect.arrayContaining(['-$500', 'Net']))
    expect(container.querySelectorAll('circle.netDot')).toHaveLength(3 + 1)
  })

  it("leaves the dashboard's chart as it was: no net, the scale from zero", () => {
    const container = drawn(false)
    expect(container.querySelector('.netLine')).toBeNull()
    expect(texts(container)).not.toContain('Net')
    expect(texts(container).filter((text) => text?.startsWith('-'))).toEqual([])
  })
})
