import { formatIsoDate, isValidIsoDate, monthKey, todayIso } from './dates'

describe('dates', () => {
  it('gives today in local time, not UTC', () => {
    // 23:30 local on the last day of a year is already the next year in UTC east of here.
    expect(todayIso(new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31')
    expect(todayIso(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01')
  })

  it('shows a stored date as the same calendar day', () => {
    expect(formatIsoDate('2026-03-01')).toBe('3/1/2026')
    expect(formatIsoDate('2024-12-31')).toBe('12/31/2024')
  })

  it('keys months as M/YYYY', () => {
    expect(monthKey('2026-03-31')).toBe('3/2026')
    expect(monthKey('2026-12-01')).toBe('12/2026')
  })

  it('accepts only real calendar dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true)
    expect(isValidIsoDate('2026-02-29')).toBe(false)
    expect(isValidIsoDate('2000-02-29')).toBe(true)
    expect(isValidIsoDate('1900-02-29')).toBe(false)
    expect(isValidIsoDate('2026-04-31')).toBe(false)
    expect(isValidIsoDate('2026-12-31')).toBe(true)
    expect(isValidIsoDate('0000-01-01')).toBe(false)
    expect(isValidIsoDate('2026-13-01')).toBe(false)
    expect(isValidIsoDate('2026-3-1')).toBe(false)
    expect(isValidIsoDate('')).toBe(false)
  })
})
