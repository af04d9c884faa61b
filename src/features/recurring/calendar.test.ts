import * as calendar from './calendar'
import type { Frequency, RecurrenceRule } from './calendar'

// Every call below runs with Date replaced by a stand-in that throws on any use, so each test
// also proves the calendar never reads a clock or a time zone: the results cannot depend on TZ.
const RealDate = Date
const noDate = new Proxy(RealDate, {
  apply: () => {
    throw new Error('the calendar called Date()')
  },
  construct: () => {
    throw new Error('the calendar called new Date()')
  },
  get: (_target, key) => {
    throw new Error(`the calendar used Date.${String(key)}`)
  },
})

function withoutDate<Args extends unknown[], Result>(fn: (...args: Args) => Result) {
  return (...args: Args): Result => {
    globalThis.Date = noDate
    try {
      return fn(...args)
    } finally {
      globalThis.Date = RealDate
    }
  }
}

const occurrenceAt = withoutDate(calendar.occurrenceAt)
const dueOccurrences = withoutDate(calendar.dueOccurrences)
const nextOccurrenceAfter = withoutDate(calendar.nextOccurrenceAfter)

const weekly = (start: string): RecurrenceRule => ({ every: 'week', start })
const monthly = (start: string): RecurrenceRule => ({ every: 'month', start })
const yearly = (start: string): RecurrenceRule => ({ every: 'year', start })

function firstOccurrences(rule: RecurrenceRule, count: number): (string | null)[] {
  return Array.from({ length: count }, (_, n) => occurrenceAt(rule, n))
}

describe('the Date guard', () => {
  it('catches a use of Date, so the other tests mean something', () => {
    expect(withoutDate(() => new Date(2026, 0, 1))).toThrow('new Date()')
    expect(withoutDate(() => Date.now())).toThrow('Date.now')
  })
})

describe('occurrenceAt', () => {
  it('starts at the start date', () => {
    const frequencies: Frequency[] = ['week', 'month', 'year']
    for (const every of frequencies)
      expect(occurrenceAt({ every, start: '2026-03-15' }, 0)).toBe('2026-03-15')
  })

  it('moves weekly rules seven days at a time across month and year ends', () => {
    expect(firstOccurrences(weekly('2026-12-17'), 4)).toEqual([
      '2026-12-17',
      '2026-12-24',
      '2026-12-31',
      '2027-01-07',
    ])
    expect(firstOccurrences(weekly('2024-02-15'), 4)).toEqual([
      '2024-02-15',
      '2024-02-22',
      '2024-02-29',
      '2024-03-07',
    ])
    // Across the US daylight-saving change (March 8, 2026) and the European one (October 25).
    expect(occurrenceAt(weekly('2026-03-02'), 1)).toBe('2026-03-09')
    expect(occurrenceAt(weekly('2026-10-19'), 1)).toBe('2026-10-26')
    expect(occurrenceAt(weekly('2026-01-01'), 52)).toBe('2026-12-31')
  })

  it('puts a monthly 31st on the last day of shorter months without drifting', () => {
    expect(firstOccurrences(monthly('2026-01-31'), 13)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
    ])
  })

  it('puts a monthly 29th and 30th on the last day of February only', () => {
    expect(firstOccurrences(monthly('2026-01-30'), 3)).toEqual([
      '2026-01-30',
      '2026-02-28',
      '2026-03-30',
    ])
    expect(firstOccurrences(monthly('2024-01-29'), 3)).toEqual([
      '2024-01-29',
      '2024-02-29',
      '2024-03-29',
    ])
    expect(firstOccurrences(monthly('2025-12-29'), 3)).toEqual([
      '2025-12-29',
      '2026-01-29',
      '2026-02-28',
    ])
  })

  it('keeps a monthly day that every month has unchanged', () => {
    expect(firstOccurrences(monthly('2026-11-15'), 4)).toEqual([
      '2026-11-15',
      '2026-12-15',
      '2027-01-15',
      '2027-02-15',
    ])
    expect(occurrenceAt(monthly('2026-03-01'), 120)).toBe('2036-03-01')
  })

  it('gives Feb 29 in leap years and Feb 28 in the others, for yearly and monthly rules', () => {
    expect(firstOccurrences(yearly('2024-02-29'), 9)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ])
    expect(occurrenceAt(monthly('2024-02-29'), 12)).toBe('2025-02-28')
    expect(occurrenceAt(monthly('2024-02-29'), 13)).toBe('2025-03-29')
    expect(occurrenceAt(monthly('2024-02-29'), 48)).toBe('2028-02-29')
  })

  it('follows the century rule: 2000 is a leap year, 2100 is not', () => {
    expect(firstOccurrences(yearly('1996-02-29'), 2)).toEqual(['1996-02-29', '1997-02-28'])
    expect(occurrenceAt(yearly('1996-02-29'), 4)).toBe('2000-02-29')
    expect(occurrenceAt(yearly('2096-02-29'), 4)).toBe('2100-02-28')
    expect(occurrenceAt(yearly('2096-02-29'), 8)).toBe('2104-02-29')
    expect(occurrenceAt(monthly('2100-01-31'), 1)).toBe('2100-02-28')
    expect(occurrenceAt(monthly('2000-01-31'), 1)).toBe('2000-02-29')
    expect(occurrenceAt(weekly('2100-02-22'), 1)).toBe('2100-03-01')
  })

  it('ends every rule at 9999-12-31, the last date a record can hold', () => {
    expect(firstOccurrences(weekly('9999-12-24'), 3)).toEqual(['9999-12-24', '9999-12-31', null])
    expect(firstOccurrences(weekly('9999-12-25'), 2)).toEqual(['9999-12-25', null])
    expect(firstOccurrences(monthly('9999-11-30'), 3)).toEqual(['9999-11-30', '9999-12-30', null])
    expect(firstOccurrences(yearly('9998-12-31'), 3)).toEqual(['9998-12-31', '9999-12-31', null])
  })

  it('refuses an index, a start or a frequency that no rule can have', () => {
    expect(() => occurrenceAt(monthly('2026-01-31'), -1)).toThrow(RangeError)
    expect(() => occurrenceAt(monthly('2026-01-31'), 1.5)).toThrow(RangeError)
    expect(() => occurrenceAt(monthly('2026-02-30'), 0)).toThrow(RangeError)
    expect(() => occurrenceAt(weekly(''), 1)).toThrow(RangeError)
    const junk = { every: 'day', start: '2026-01-01' } as unknown as RecurrenceRule
    expect(() => occurrenceAt(junk, 1)).toThrow('Not a frequency: "day"')
  })
})

describe('dueOccurrences', () => {
  it('gives nothing while the start is in the future', () => {
    expect(dueOccurrences(monthly('2026-04-01'), '2026-04-01', '2026-03-31')).toEqual({
      dates: [],
      next: '2026-04-01',
    })
  })

  it('gives the start itself on the start day', () => {
    expect(dueOccurrences(weekly('2026-03-15'), '2026-03-15', '2026-03-15')).toEqual({
      dates: ['2026-03-15'],
      next: '2026-03-22',
    })
  })

  it('continues from the next date not yet added', () => {
    const rule = monthly('2026-01-31')
    expect(dueOccurrences(rule, '2026-02-28', '2026-04-29')).toEqual({
      dates: ['2026-02-28', '2026-03-31'],
      next: '2026-04-30',
    })
    expect(dueOccurrences(rule, '2026-04-30', '2026-04-30')).toEqual({
      dates: ['2026-04-30'],
      next: '2026-05-31',
    })
  })

  it('takes a `from` between occurrences (or before the start) as a lower bound', () => {
    const rule = monthly('2026-01-31')
    expect(dueOccurrences(rule, '2026-03-01', '2026-04-30').dates).toEqual([
      '2026-03-31',
      '2026-04-30',
    ])
    expect(dueOccurrences(rule, '2025-06-01', '2026-02-28').dates).toEqual([
      '2026-01-31',
      '2026-02-28',
    ])
    expect(dueOccurrences(weekly('2026-01-01'), '2026-01-02', '2026-01-15').dates).toEqual([
      '2026-01-08',
      '2026-01-15',
    ])
  })

  it('catches up a weekly rule after the clock jumps a year: 53 dates', () => {
    const { dates, next } = dueOccurrences(weekly('2025-03-03'), '2025-03-03', '2026-03-03')
    expect(dates).toHaveLength(53)
    expect(dates[0]).toBe('2025-03-03')
    expect(dates[52]).toBe('2026-03-02')
    expect(new Set(dates).size).toBe(53)
    expect(next).toBe('2026-03-09')
  })

  it('catches up a monthly rule after the clock jumps a year: 13 dates, month ends clamped', () => {
    expect(dueOccurrences(monthly('2025-01-31'), '2025-01-31', '2026-01-31')).toEqual({
      dates: [
        '2025-01-31',
        '2025-02-28',
        '2025-03-31',
        '2025-04-30',
        '2025-05-31',
        '2025-06-30',
        '2025-07-31',
        '2025-08-31',
        '2025-09-30',
        '2025-10-31',
        '2025-11-30',
        '2025-12-31',
        '2026-01-31',
      ],
      next: '2026-02-28',
    })
  })

  it('catches up a yearly Feb 29 rule over a leap year', () => {
    expect(dueOccurrences(yearly('2024-02-29'), '2025-02-28', '2028-02-29')).toEqual({
      dates: ['2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29'],
      next: '2029-02-28',
    })
  })

  it('stops at the limit and says where to continue, so nothing is dropped', () => {
    const rule = weekly('2020-01-06')
    const today = '2026-03-02'
    const first = dueOccurrences(rule, rule.start, today)
    expect(first.dates).toHaveLength(calendar.DUE_LIMIT)
    expect(first.next !== null && first.next <= today).toBe(true)

    const all = [...first.dates]
    let next = first.next
    while (next !== null && next <= today) {
      const batch = dueOccurrences(rule, next, today)
      all.push(...batch.dates)
      next = batch.next
    }
    // 2020-01-06 to 2026-03-02 is 2247 days: weeks 0 to 321.
    expect(all).toHaveLength(322)
    expect(new Set(all).size).toBe(322)
    expect(all[321]).toBe('2026-03-02')
    expect(next).toBe('2026-03-09')
  })

  it('takes a smaller limit and refuses one that would return nothing', () => {
    expect(dueOccurrences(monthly('2026-01-31'), '2026-01-31', '2026-12-31', 2)).toEqual({
      dates: ['2026-01-31', '2026-02-28'],
      next: '2026-03-31',
    })
    expect(() => dueOccurrences(monthly('2026-01-31'), '2026-01-31', '2026-12-31', 0)).toThrow(
      RangeError,
    )
  })

  it('says there is no next occurrence once the rule has ended', () => {
    expect(dueOccurrences(monthly('9999-10-31'), '9999-10-31', '9999-12-31')).toEqual({
      dates: ['9999-10-31', '9999-11-30', '9999-12-31'],
      next: null,
    })
  })

  it('refuses a date that is not a calendar date', () => {
    expect(() => dueOccurrences(monthly('2026-01-31'), '2026-01-31', '2026-13-01')).toThrow(
      RangeError,
    )
    expect(() => dueOccurrences(monthly('2026-01-31'), 'next', '2026-03-01')).toThrow(RangeError)
  })
})

describe('nextOccurrenceAfter', () => {
  it('gives the first occurrence strictly after the date', () => {
    expect(nextOccurrenceAfter(weekly('2026-03-02'), '2026-03-02')).toBe('2026-03-09')
    expect(nextOccurrenceAfter(weekly('2026-03-02'), '2026-03-08')).toBe('2026-03-09')
    expect(nextOccurrenceAfter(weekly('2026-03-02'), '2026-03-09')).toBe('2026-03-16')
    expect(nextOccurrenceAfter(monthly('2026-01-31'), '2026-02-27')).toBe('2026-02-28')
    expect(nextOccurrenceAfter(monthly('2026-01-31'), '2026-02-28')).toBe('2026-03-31')
    expect(nextOccurrenceAfter(yearly('2024-02-29'), '2026-03-01')).toBe('2027-02-28')
    expect(nextOccurrenceAfter(yearly('2024-02-29'), '2027-12-31')).toBe('2028-02-29')
  })

  it('gives none after the last date a record can hold', () => {
    expect(nextOccurrenceAfter(weekly('9999-12-25'), '9999-12-25')).toBeNull()
    expect(nextOccurrenceAfter(monthly('9999-01-31'), '9999-12-31')).toBeNull()
  })

  it('gives the start while the start is still ahead', () => {
    expect(nextOccurrenceAfter(monthly('2026-05-31'), '2026-03-10')).toBe('2026-05-31')
    expect(nextOccurrenceAfter(weekly('2026-05-31'), '2026-05-30')).toBe('2026-05-31')
  })

  it('agrees with dueOccurrences on what comes after today', () => {
    const rules = [weekly('2025-12-29'), monthly('2025-08-31'), yearly('2020-02-29')]
    for (const rule of rules) {
      for (const today of ['2026-02-28', '2026-03-01', '2026-12-31']) {
        expect(dueOccurrences(rule, rule.start, today).next).toBe(nextOccurrenceAfter(rule, today))
      }
    }
  })
})
