import { isOwnPath } from './ownPath'

describe('isOwnPath', () => {
  it.each(['/', '/couchdb', '/transactions?type=income', '/a//b'])(
    'keeps %j on this origin',
    (path) => {
      expect(isOwnPath(path)).toBe(true)
    },
  )

  it.each(['couchdb', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example'])(
    'finds %j names another origin, or none',
    (path) => {
      expect(isOwnPath(path)).toBe(false)
    },
  )
})
