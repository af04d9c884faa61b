import { budgetProgress, spentByCategory, validateLimit, type Spending } from './budgetMath'

const expense = (category: string, date: string, amountCents: number): Spending => ({
  type: 'expense',
  category,
  date,
  amountCents,
})

describe('spentByCategory', () => {
  it("counts a split's lines in their categories", () => {
    const split: Spending = {
      ...expense('Split', '2026-03-02', 1000),
      splits: [
        { category: 'Food', amountCents: 750 },
        { category: 'Bills', amountCents: 250 },
      ],
    }
    const spent = spentByCategory([split, expense('Food', '2026-03-03', 5)], '2026-03')
    expect([...spent]).toEqual([
      ['Food', 755],
      ['Bills', 250],
    ])
  })

  it('adds cents exactly: 0.10 + 0.20 is 0.30', () => {
    const spent = spentByCategory(
      [expense('Food', '2026-03-02', 10), expense('Food', '2026-03-03', 20)],
      '2026-03',
    )
    expect(spent.get('Food')).toBe(30)
  })

  it('counts only the month asked for: its first and last days in, the neighbours out', () => {
    const spent = spentByCategory(
      [
        expense('Food', '2026-02-28', 1_00),
        expense('Food', '2026-03-01', 2_00),
        expense('Food', '2026-03-31', 4_00),
        expense('Food', '2026-04-01', 8_00),
        expense('Food', '2025-03-15', 16_00),
      ],
      '2026-03',
    )
    expect(spent.get('Food')).toBe(6_00)
  })

  it('ignores income, even in a category an expense uses', () => {
    const spent = spentByCategory(
      [
        { type: 'income', category: 'Misc', date: '2026-03-05', amountCents: 500_00 },
        expense('Misc', '2026-03-05', 7_00),
        { type: 'income', category: 'Salary', date: '2026-03-01', amountCents: 3000_00 },
      ],
      '2026-03',
    )
    expect([...spent]).toEqual([['Misc', 7_00]])
  })

  it('keeps categories that differ only in case apart', () => {
    const spent = spentByCategory(
      [expense('Food', '2026-03-02', 1_00), expense('food', '2026-03-02', 2_00)],
      '2026-03',
    )
    expect(spent.get('Food')).toBe(1_00)
    expect(spent.get('food')).toBe(2_00)
  })

  it('takes any category text, even one named like an object property', () => {
    const spent = spentByCategory(
      [expense('__proto__', '2026-03-02', 3_00), expense('constructor', '2026-03-02', 4_00)],
      '2026-03',
    )
    expect(spent.get('__proto__')).toBe(3_00)
    expect(spent.get('constructor')).toBe(4_00)
    expect(spent.get('toString')).toBeUndefined()
  })

  it('gives nothing for a month without expenses', () => {
    expect(spentByCategory([expense('Food', '2026-03-02', 1_00)], '2026-05').size).toBe(0)
    expect(spentByCategory([], '2026-03').size).toBe(0)
  })
})

describe('budgetProgress', () => {
  it('shows what is spent and left within the limit', () => {
    expect(budgetProgress(200_00, 45_50)).toEqual({
      percent: 22,
      leftCents: 154_50,
      overCents: 0,
      spentText: '$45.50 of $200.00',
      remainderText: '$154.50 left',
    })
  })

  it('is at 100% with $0.00 left exactly at the limit', () => {
    expect(budgetProgress(30, 30)).toEqual({
      percent: 100,
      leftCents: 0,
      overCents: 0,
      spentText: '$0.30 of $0.30',
      remainderText: '$0.00 left',
    })
  })

  it('caps the percent at 100 and says by how much the limit is passed', () => {
    expect(budgetProgress(100_00, 250_01)).toEqual({
      percent: 100,
      leftCents: 0,
      overCents: 150_01,
      spentText: '$250.01 of $100.00',
      remainderText: 'Over by $150.01',
    })
    expect(budgetProgress(1, 2).remainderText).toBe('Over by $0.01')
  })

  it('rounds the percent down, so 100 means nothing is left', () => {
    expect(budgetProgress(100_00, 99_99).percent).toBe(99)
    expect(budgetProgress(100_00, 99_99).remainderText).toBe('$0.01 left')
    expect(budgetProgress(3_00, 1_00).percent).toBe(33)
    expect(budgetProgress(3_00, 2_00).percent).toBe(66)
    expect(budgetProgress(100_00, 1).percent).toBe(0)
    expect(budgetProgress(100_00, 0).percent).toBe(0)
  })

  it('stays exact at the largest amounts', () => {
    const limit = 100_000_000_000
    expect(budgetProgress(limit, limit - 1)).toMatchObject({
      percent: 99,
      leftCents: 1,
      spentText: '$999,999,999.99 of $1,000,000,000.00',
    })
  })

  it('treats a zero limit (only possible from storage) as reached', () => {
    expect(budgetProgress(0, 0)).toMatchObject({ percent: 100, remainderText: '$0.00 left' })
    expect(budgetProgress(0, 5_00)).toMatchObject({
      percent: 100,
      overCents: 5_00,
      remainderText: 'Over by $5.00',
    })
  })

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => budgetProgress(-1, 0)).toThrow(RangeError)
    expect(() => budgetProgress(10.5, 0)).toThrow(RangeError)
    expect(() => budgetProgress(Number.NaN, 0)).toThrow(RangeError)
    expect(() => budgetProgress(100, -5)).toThrow(RangeError)
  })
})

describe('validateLimit', () => {
  it('gives the limit in cents', () => {
    expect(validateLimit('250')).toEqual({ ok: true, cents: 250_00 })
    expect(validateLimit('0.30')).toEqual({ ok: true, cents: 30 })
    expect(validateLimit(' 12.5 ')).toEqual({ ok: true, cents: 12_50 })
  })

  it.each(['', '0', '0.00', '-5', 'abc', '1.234', '1e3', 'Infinity', '1000000000.01'])(
    'refuses %p with the amount field message',
    (text) => {
      expect(validateLimit(text)).toEqual({
        ok: false,
        message: 'Please enter a valid amount greater than 0',
      })
    },
  )
})
