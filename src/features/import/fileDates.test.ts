import { parseDateText, settledDateOrder, type DateOrder } from './fileDates'

describe('parseDateText', () => {
  it.each<[string, DateOrder, string | null]>([
    ['2026-03-01', 'ymd', '2026-03-01'],
    ['2026-03-01', 'dmy', '2026-03-01'],
    ['2025.12.04', 'mdy', '2025-12-04'],
    ['20260301', 'ymd', '2026-03-01'],
    ['20260301120000[-5:EST]', 'ymd', '2026-03-01'],
    ['20190124212851.000[0:UTC]', 'ymd', '2019-01-24'],
    ['3/1/2026', 'mdy', '2026-03-01'],
    ['3/1/2026', 'dmy', '2026-01-03'],
    ['31/01/2026', 'dmy', '2026-01-31'],
    ['01/23/2019', 'mdy', '2019-01-23'],
    ['12/19/18', 'mdy', '2018-12-19'],
    ['12/19/69', 'mdy', '1969-12-19'],
    ["1/ 5'18", 'mdy', '2018-01-05'],
    ["12/31'99", 'mdy', '2099-12-31'],
    ['31.12.2025', 'dmy', '2025-12-31'],
    ['1-5-2026 10:22', 'dmy', '2026-05-01'],
    ['2026-03-01T10:22:00Z', 'ymd', '2026-03-01'],
    ['2/29/2024', 'mdy', '2024-02-29'],
    ['2/29/2025', 'mdy', null],
    ['31/01/2026', 'mdy', null],
    ['March 1, 2026', 'mdy', null],
    ['', 'mdy', null],
  ])('reads %p in %s order as %p', (text, order, iso) => {
    expect(parseDateText(text, order)).toBe(iso)
  })
})

describe('settledDateOrder', () => {
  it('finds year-first dates', () => {
    expect(settledDateOrder(['2025.12.04', '2025.12.01'])).toBe('ymd')
  })

  it('finds day-first dates from a day over 12', () => {
    expect(settledDateOrder(['01/02/2026', '31/01/2026'])).toBe('dmy')
  })

  it('finds month-first dates from a second number over 12', () => {
    expect(settledDateOrder(['1/31/2020', '1/5/2020'])).toBe('mdy')
  })

  it('settles nothing when every day and month is 12 or less: the dates read two ways', () => {
    expect(settledDateOrder(['05/03/2026', '06/03/2026'])).toBeNull()
    expect(settledDateOrder(["3/ 1'26", '3/2/26'])).toBeNull()
    expect(settledDateOrder(['1-5-2026 10:22'])).toBeNull()
  })

  it('needs no order when no date is written with day and month first', () => {
    expect(settledDateOrder([])).toBe('ymd')
    expect(settledDateOrder(['', 'soon'])).toBe('ymd')
  })

  it('reads dates written with dots day first when nothing else tells', () => {
    expect(settledDateOrder(['02.03.2026', '05.03.2026'])).toBe('dmy')
    expect(settledDateOrder(['1.3.26'])).toBe('dmy')
    // A second number over 12 still says month first, dots or not.
    expect(settledDateOrder(['03.15.2026', '04.01.2026'])).toBe('mdy')
    expect(settledDateOrder(['02.03.2026', '03/15/2026'])).toBe('mdy')
    // Dots and slashes both, and nothing over 12: two ways.
    expect(settledDateOrder(['02.03.2026', '03/04/2026'])).toBeNull()
  })
})
