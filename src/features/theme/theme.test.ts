import { otherTheme, parseThemeChoice, resolveTheme, toggleLabel } from './theme'

describe('parseThemeChoice', () => {
  it('accepts the two stored choices', () => {
    expect(parseThemeChoice('light')).toBe('light')
    expect(parseThemeChoice('dark')).toBe('dark')
  })

  it('treats an absent or unknown value as no choice', () => {
    expect(parseThemeChoice(null)).toBeNull()
    expect(parseThemeChoice('Dark')).toBeNull()
    expect(parseThemeChoice('"dark"')).toBeNull()
  })
})

describe('resolveTheme', () => {
  it('follows the system when nothing was chosen', () => {
    expect(resolveTheme(null, true)).toBe('dark')
    expect(resolveTheme(null, false)).toBe('light')
  })

  it('keeps the chosen theme whatever the system prefers', () => {
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })
})

describe('the toggle', () => {
  it('switches to the other theme and says so', () => {
    expect(otherTheme('light')).toBe('dark')
    expect(otherTheme('dark')).toBe('light')
    expect(toggleLabel('light')).toBe('Switch to dark theme')
    expect(toggleLabel('dark')).toBe('Switch to light theme')
  })
})
