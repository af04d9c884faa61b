import { render } from '@testing-library/react'
import { Bar } from '@nivo/bar'
import { Pie } from '@nivo/pie'
import { schemeSet2, interpolateBlues } from 'd3-scale-chromatic'
import { CategoryPie } from './CategoryPie'
import type { CategorySlice } from './chartData'

// The tests import d3-scale-chromatic as nivo does: jest.config.ts resolves it to the stand-in.

/** Charts measure their box; jsdom lays nothing out. */
function withBoxWidth(px: number, draw: () => void) {
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => px })
  try {
    draw()
  } finally {
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width)
  }
}

const slices: CategorySlice[] = [
  { id: 'Food', label: 'Food 75%', amountCents: 7_500, percent: 75, color: '#123456' },
  { id: 'Rent', label: 'Rent 25%', amountCents: 2_500, percent: 25, color: '#abcdef' },
]

describe("nivo without d3's colour schemes", () => {
  it('draws the pie in the colours its slices carry', () => {
    withBoxWidth(600, () => {
      const { container } = render(<CategoryPie slices={slices} />)
      const fills = [...container.querySelectorAll('path')].map((path) => path.getAttribute('fill'))
      expect(fills).toEqual(expect.arrayContaining(['#123456', '#abcdef']))
    })
  })

  it('fails loudly, naming the scheme, when a chart asks for one', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const data = [{ id: 'a', value: 1 }]
    expect(() =>
      render(<Pie data={data} width={300} height={300} colors={{ scheme: 'set2' }} />),
    ).toThrow(/schemeSet2 is not in the build/)
    expect(() =>
      render(
        <Bar
          data={[{ month: 'm', Income: 1 }]}
          keys={['Income']}
          indexBy="month"
          width={300}
          height={300}
          colors={{ scheme: 'blues' }}
        />,
      ),
    ).toThrow(/is not in the build/)
    expect(() => `${schemeSet2[0]}`).toThrow(/schemeSet2 is not in the build/)
    expect(() => interpolateBlues(0.5)).toThrow(/interpolateBlues is not in the build/)
  })
})
