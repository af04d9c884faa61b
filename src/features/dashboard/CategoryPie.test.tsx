import { render } from '@testing-library/react'
import { CategoryPie } from './CategoryPie'
import { PIE_PALETTE, type CategorySlice } from './chartData'

/** Charts measure their box; jsdom lays nothing out. */
function drawnAt(widthPx: number, slices: CategorySlice[]) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(widthPx)
  return render(<CategoryPie slices={slices} />).container
}

/** A desktop dashboard's pie: one large slice and a run of small ones side by side. */
const cents = [610, 240, 90, 20, 10, 10, 10, 10, 2]
const names = [
  'Salary',
  'Rent',
  'Freelance',
  'Shopping',
  'Bills',
  'Food',
  'Transport',
  'Fun',
  'Gift',
]
const slices: CategorySlice[] = names.map((name, i) => {
  const percent = Math.round(cents[i] / 10)
  return {
    id: name,
    label: `${name} ${percent}%`,
    amountCents: cents[i],
    percent,
    color: PIE_PALETTE[i % 6],
  }
})

function labelPositions(container: HTMLElement) {
  return [...container.querySelectorAll('text')].map((text) => {
    const [, x, y] =
      /translate\(([-\d.]+),\s*([-\d.]+)\)/.exec(text.getAttribute('transform') ?? '') ?? []
    return {
      text: text.textContent,
      x: Number(x),
      y: Number(y),
      anchor: text.getAttribute('text-anchor'),
    }
  })
}

describe('CategoryPie', () => {
  it('sets the labels of small neighbouring slices a line apart beside a desktop pie', () => {
    const labels = labelPositions(drawnAt(460, slices))
    expect(labels.map((label) => label.text).sort()).toEqual(slices.map((s) => s.label).sort())
    const crowded = ['start', 'end'].flatMap((anchor) => {
      const side = labels.filter((label) => label.anchor === anchor).sort((a, b) => a.y - b.y)
      return side.slice(1).map((label, i) => [label.text, label.y - side[i].y] as const)
    })
    expect(crowded.filter(([, gap]) => gap < 11)).toEqual([])
    expect(crowded).toHaveLength(slices.length - 2)
  })

  it('keeps every slice in the palette colours, in order', () => {
    const container = drawnAt(460, slices)
    const fills = [...container.querySelectorAll('path')]
      .map((path) => path.getAttribute('fill'))
      .filter((fill) => fill !== 'none')
    expect(fills).toEqual(slices.map((s) => s.color))
  })
})
