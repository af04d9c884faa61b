import { authMessages } from './messages'
import { validateRegistration } from './validateRegistration'

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
}
const taken = () => true
const free = () => false

describe('validateRegistration', () => {
  it('accepts a complete form with a free email', () => {
    expect(validateRegistration(valid, free)).toBeNull()
  })

  it('checks the passwords match before their length and the email', () => {
    expect(validateRegistration({ ...valid, password: 'abc', confirmPassword: 'abd' }, taken)).toBe(
      authMessages.passwordsDiffer,
    )
  })

  it('checks the length before the email', () => {
    expect(
      validateRegistration({ ...valid, password: 'abcde', confirmPassword: 'abcde' }, taken),
    ).toBe('Password must be at least 6 characters long')
  })

  it('accepts exactly six characters', () => {
    expect(
      validateRegistration({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' }, free),
    ).toBeNull()
  })

  it('counts characters, not UTF-16 units: three emoji are three characters', () => {
    const lock = '\u{1F512}'
    const three = lock.repeat(3)
    expect(three).toHaveLength(6)
    expect(validateRegistration({ ...valid, password: three, confirmPassword: three }, free)).toBe(
      authMessages.passwordTooShort,
    )
    const six = lock.repeat(6)
    expect(validateRegistration({ ...valid, password: six, confirmPassword: six }, free)).toBeNull()
  })

  it('refuses a registered email last', () => {
    expect(validateRegistration(valid, taken)).toBe('Email already registered')
  })

  it('refuses a name of only spaces', () => {
    expect(validateRegistration({ ...valid, name: '   ' }, free)).toBe(authMessages.nameRequired)
  })
})
