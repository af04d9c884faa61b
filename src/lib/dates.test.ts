import {
  addDays,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  isoFromParts,
  isValidIsoDate,
  monthKey,
  parseIsoDate,
  toCalendarDate,
  todayIso,
} from './dates'

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

  it('refuses a date with anything but an ASCII digit where a digit belongs', () => {
    for (const text of ['2o26-03-01', '+026-03-01', '2026-0x-01', '2026-03-0 ', '2026-03-٠١']) {
      expect(isValidIsoDate(text)).toBe(false)
    }
    expect(isValidIsoDate('2026/03/01')).toBe(false)
  })

  it('splits a real date into numbers and refuses anything else', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseIsoDate('2026-02-29')).toBeNull()
    expect(toCalendarDate('0001-01-01')).toEqual({ year: 1, month: 1, day: 1 })
    expect(() => toCalendarDate('2026-04-31')).toThrow(RangeError)
  })

  it('knows the length of every month, leap years included', () => {
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ])
    expect([2024, 2026, 2000, 2100, 1900, 2400].map((y) => daysInMonth(y, 2))).toEqual([
      29, 28, 29, 28, 28, 29,
    ])
  })

  it('writes parts as yyyy-mm-dd and refuses dates a record cannot hold', () => {
    expect(isoFromParts({ year: 2026, month: 3, day: 1 })).toBe('2026-03-01')
    expect(isoFromParts({ year: 987, month: 12, day: 31 })).toBe('0987-12-31')
    expect(() => isoFromParts({ year: 2026, month: 2, day: 29 })).toThrow(RangeError)
    expect(() => isoFromParts({ year: 10000, month: 1, day: 1 })).toThrow(RangeError)
    expect(() => isoFromParts({ year: 0, month: 12, day: 31 })).toThrow(RangeError)
  })

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01')
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    // The nights the clocks change in the US and Europe are ordinary days here.
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09')
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26')
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError)
  })

  it('counts whole days between dates, negative backwards', () => {
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365)
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366)
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2)
    expect(daysBetween('1970-01-01', '1970-01-01')).toBe(0)
    expect(() => daysBetween('2026-01-01', 'soon')).toThrow(RangeError)
  })

  it('agrees with the UTC calendar from 1600 to 2400', () => {
    // The reference is Date.UTC (no time zone involved); the code under test never uses Date.
    // Every day around the century leap-year exceptions, every 37th day elsewhere.
    const DAY = 86_400_000
    const days: number[] = []
    for (const year of [1600, 1700, 1900, 2000, 2100]) {
      for (let day = Date.UTC(year - 1, 0, 1); day < Date.UTC(year + 2, 0, 1); day += DAY) {
        days.push(day)
      }
    }
    for (let day = Date.UTC(1600, 0, 1); day <= Date.UTC(2400, 11, 31); day += 37 * DAY) {
      days.push(day)
    }
    const mismatches = days.flatMap((day) => {
      const expected = new Date(day).toISOString().slice(0, 10)
      const offset = Math.round(day / DAY)
      const ok =
        addDays('1970-01-01', offset) === expected && daysBetween('1970-01-01', expected) === offset
      return ok ? [] : [expected]
    })
    expect(mismatches).toEqual([])
  })
})
