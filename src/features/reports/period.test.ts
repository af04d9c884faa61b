import { monthEnd, monthsOf, periodOf, type PeriodChoice } from './period'

const choice = (period: PeriodChoice['period'], from = '', to = ''): PeriodChoice => ({
  period,
  from,
  to,
})

describe('periodOf', () => {
  const today = '2026-03-10'

  it('counts calendar months that include the current one', () => {
    expect(periodOf(choice('this-month'), today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      previous: { from: '2026-02-01', to: '2026-02-28' },
    })
    expect(periodOf(choice('last-3-months'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      previous: { from: '2025-10-01', to: '2025-12-31' },
    })
    expect(periodOf(choice('last-12-months'), today)).toMatchObject({
      from: '2025-04-01',
      to: '2026-03-31',
      previous: { from: '2024-04-01', to: '2025-03-31' },
    })
  })

  it('takes last month whole, across a year end', () => {
    expect(periodOf(choice('last-month'), '2026-01-31')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
      previous: { from: '2025-11-01', to: '2025-11-30' },
    })
  })

  it('runs this year from January, compared with as many months of the year before', () => {
    expect(periodOf(choice('this-year'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      previous: { from: '2025-10-01', to: '2025-12-31' },
    })
  })

  it('ends February on the 29th in a leap year, and on the 28th otherwise', () => {
    expect(periodOf(choice('this-month'), '2024-02-29').to).toBe('2024-02-29')
    expect(periodOf(choice('last-month'), '2024-03-31').to).toBe('2024-02-29')
    expect(periodOf(choice('last-month'), '2100-03-01').to).toBe('2100-02-28')
    expect(periodOf(choice('this-month'), '2000-02-01').to).toBe('2000-02-29')
  })

  it('starts all time at the month of the first transaction', () => {
    expect(periodOf(choice('all-time'), today, '2024-07-19')).toMatchObject({
      from: '2024-07-01',
      to: '2026-03-31',
    })
    expect(periodOf(choice('all-time'), today).from).toBe('2026-03-01')
  })

  it('runs all time on to a transaction dated after this month', () => {
    expect(periodOf(choice('all-time'), today, '2026-01-05', '2026-05-01')).toEqual({
      from: '2026-01-01',
      to: '2026-05-31',
      previous: { from: '2025-08-01', to: '2025-12-31' },
    })
    // Only future-dated records: this month up to theirs.
    expect(periodOf(choice('all-time'), today, '2026-04-10', '2026-04-10')).toMatchObject({
      from: '2026-03-01',
      to: '2026-04-30',
    })
    expect(periodOf(choice('all-time'), today, '2025-01-05', '2026-02-01').to).toBe('2026-03-31')
  })

  it('compares a Custom range with as many days just before it', () => {
    expect(periodOf(choice('custom', '2024-03-01', '2024-03-10'), today)).toEqual({
      from: '2024-03-01',
      to: '2024-03-10',
      // Ten days back over a leap day.
      previous: { from: '2024-02-20', to: '2024-02-29' },
    })
    expect(periodOf(choice('custom', '2026-01-01', '2026-01-01'), today).previous).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    })
  })

  it('reads a Custom range typed backwards the right way round, and fills a missing date', () => {
    expect(periodOf(choice('custom', '2026-02-10', '2026-02-01'), today)).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-10',
    })
    expect(periodOf(choice('custom', '', 'not a date'), today)).toMatchObject({
      from: '2026-03-01',
      to: today,
    })
  })

  it('takes a Custom date only where the transaction form would (1900 to 2100)', () => {
    // A date input reports each keystroke of a year: 0002, 0020, 0202 on the way to 2026.
    for (const typing of ['0002-03-01', '0020-03-01', '0202-03-01', '1899-12-31']) {
      expect(periodOf(choice('custom', typing, '2026-02-10'), today)).toMatchObject({
        from: '2026-02-10',
        to: '2026-03-01',
      })
    }
    expect(periodOf(choice('custom', '2026-02-10', '2101-01-01'), today)).toMatchObject({
      from: '2026-02-10',
      to: today,
    })
    expect(periodOf(choice('custom', '1900-01-01', '2100-12-31'), today)).toMatchObject({
      from: '1900-01-01',
      to: '2100-12-31',
      previous: { from: '1698-12-31', to: '1899-12-31' },
    })
  })

  it('compares All time from a record of the first years with what the calendar holds before', () => {
    // A year typed 0026 before dates were checked: the previous period stops at year 1.
    expect(periodOf(choice('all-time'), today, '0026-03-15')).toEqual({
      from: '0026-03-01',
      to: '2026-03-31',
      previous: { from: '0001-01-01', to: '0026-02-28' },
    })
    expect(periodOf(choice('all-time'), today, '0001-01-15').previous).toBeNull()
  })
})

describe('months', () => {
  it('lists every month a range touches, across years', () => {
    expect(monthsOf({ from: '2025-11-20', to: '2026-02-03' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
  })

  it('knows each month end', () => {
    expect(['2024-02', '2023-02', '2026-04', '2026-12'].map(monthEnd)).toEqual([
      '2024-02-29',
      '2023-02-28',
      '2026-04-30',
      '2026-12-31',
    ])
  })
})
