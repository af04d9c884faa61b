import { userDbName } from './userDbName'

describe('userDbName', () => {
  it('hex-encodes an ASCII username', () => {
    expect(userDbName('alice')).toBe('userdb-616c696365')
  })

  it('keeps bytes below 0x10 two digits long and lowercases the hex', () => {
    expect(userDbName('A\n')).toBe('userdb-410a')
  })

  it('encodes non-ASCII names as their UTF-8 bytes', () => {
    expect(userDbName('zoë')).toBe('userdb-7a6fc3ab')
    expect(userDbName('李')).toBe('userdb-e69d8e')
    expect(userDbName('💶')).toBe('userdb-f09f92b6')
  })
})
