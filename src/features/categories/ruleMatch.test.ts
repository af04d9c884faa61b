import { applyRules, ruleMatcher } from './ruleMatch'
import type { CategoryRule } from './ruleModel'

let id = 0
const rule = (contains: string, category: string): CategoryRule => {
  id += 1
  return { id: String(id), contains, category, updatedAt: '' }
}

describe('ruleMatcher', () => {
  it('finds a rule’s text anywhere in the description, ignoring case', () => {
    const match = ruleMatcher([rule('Starbucks', 'Food')])
    expect(match('STARBUCKS STORE 07604')).toBe('Food')
    expect(match('coffee at starbucks')).toBe('Food')
    expect(match('Star bucks')).toBeNull()
  })

  it('lets the longest text win, whatever the order of the rules', () => {
    const rules = [rule('amazon', 'Shopping'), rule('Amazon Prime', 'Entertainment')]
    expect(ruleMatcher(rules)('AMAZON PRIME MEMBERSHIP')).toBe('Entertainment')
    expect(ruleMatcher([...rules].reverse())('AMAZON PRIME MEMBERSHIP')).toBe('Entertainment')
    expect(ruleMatcher(rules)('Amazon marketplace')).toBe('Shopping')
  })

  it('takes the first listed of two texts as long', () => {
    const rules = [rule('uber', 'Transport'), rule('eats', 'Food')]
    expect(ruleMatcher(rules)('Uber Eats')).toBe('Transport')
  })

  it('finds nothing without rules', () => {
    expect(ruleMatcher([])('anything')).toBeNull()
  })
})

describe('applyRules', () => {
  const rules = [rule('payroll', 'Salary'), rule('tesco', 'Food')]
  const row = (description: string, category: string) => ({ description, category, amountCents: 1 })

  it('gives a row its rule’s category when the file gave it none ("Misc")', () => {
    expect(applyRules([row('TESCO STORES 2231', 'Misc')], rules)).toEqual([
      row('TESCO STORES 2231', 'Food'),
    ])
  })

  it('keeps the category a file gives a row, even when a rule matches it', () => {
    const own = row('Tesco petrol', 'Transport')
    expect(applyRules([own], rules)[0]).toBe(own)
  })

  it('treats only "Misc" itself as no category: any other text is the file’s own', () => {
    const rows = [row('tesco', 'misc'), row('tesco', 'Misc ')]
    expect(applyRules(rows, rules)).toEqual(rows)
  })

  it('leaves a row no rule matches as it is', () => {
    const none = row('Cinema', 'Misc')
    expect(applyRules([none], rules)[0]).toBe(none)
  })
})
