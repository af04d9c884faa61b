import { OVERSCAN_ROWS, visibleRange } from './useWindowedRows'

describe('visibleRange', () => {
  it('starts at the top with the viewport and the overscan below it', () => {
    expect(visibleRange(1000, 0, 15)).toEqual({ start: 0, end: 15 + OVERSCAN_ROWS })
  })

  it('keeps the overscan on both sides in the middle of the list', () => {
    expect(visibleRange(1000, 500, 15)).toEqual({
      start: 500 - OVERSCAN_ROWS,
      end: 515 + OVERSCAN_ROWS,
    })
  })

  it('ends at the last row at the bottom of the list', () => {
    expect(visibleRange(1000, 985, 15)).toEqual({ start: 985 - OVERSCAN_ROWS, end: 1000 })
  })

  it('shows the last rows of a list that shrank below the scroll position', () => {
    expect(visibleRange(10, 500, 15)).toEqual({ start: 0, end: 10 })
    expect(visibleRange(100, 500, 15)).toEqual({ start: 85 - OVERSCAN_ROWS, end: 100 })
  })

  it('renders nothing for an empty list', () => {
    expect(visibleRange(0, 0, 15)).toEqual({ start: 0, end: 0 })
  })
})
