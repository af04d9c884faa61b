import { plural, pluralForm } from './plural'

describe('plural', () => {
  it.each([
    [0, '0 transactions'],
    [1, '1 transaction'],
    [2, '2 transactions'],
    [21, '21 transactions'],
    [1.5, '1.5 transactions'],
  ])('counts %p as %p', (count, text) => {
    expect(plural(count, 'transaction')).toBe(text)
  })

  it('takes an irregular plural', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry')
    expect(plural(3, 'entry', 'entries')).toBe('3 entries')
  })
})

describe('pluralForm', () => {
  it('picks the text for one or for any other count', () => {
    expect(pluralForm(1, 'It was', 'All were')).toBe('It was')
    expect(pluralForm(0, 'It was', 'All were')).toBe('All were')
    expect(pluralForm(4, 'It was', 'All were')).toBe('All were')
  })
})
