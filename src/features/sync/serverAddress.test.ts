import { parseServerAddress } from './serverAddress'

const APP = 'https://app.example.com'

describe('parseServerAddress', () => {
  it.each([
    ['https://couch.example.com', 'https://couch.example.com'],
    ['https://couch.example.com/', 'https://couch.example.com'],
    ['  https://couch.example.com:6984//  ', 'https://couch.example.com:6984'],
    ['https://example.com/couchdb/', 'https://example.com/couchdb'],
    ['HTTPS://Couch.Example.COM', 'https://couch.example.com'],
  ])('accepts the absolute address %j as %j', (typed, address) => {
    expect(parseServerAddress(typed, APP)).toEqual({ ok: true, address, base: address })
  })

  it('accepts a path on the app origin, keeping it as a path and resolving it for requests', () => {
    expect(parseServerAddress('/couchdb', APP)).toEqual({
      ok: true,
      address: '/couchdb',
      base: 'https://app.example.com/couchdb',
    })
    expect(parseServerAddress('/sync/couchdb///', APP)).toEqual({
      ok: true,
      address: '/sync/couchdb',
      base: 'https://app.example.com/sync/couchdb',
    })
  })

  it('accepts the app origin itself with its path, like any absolute address', () => {
    expect(parseServerAddress('https://app.example.com/couchdb', APP)).toMatchObject({
      ok: true,
      base: 'https://app.example.com/couchdb',
    })
  })

  it('resolves a path against the current page by default', () => {
    expect(parseServerAddress('/couchdb')).toMatchObject({
      ok: true,
      base: `${window.location.origin}/couchdb`,
    })
  })

  it('accepts plain http when the app itself is on http (local testing)', () => {
    expect(parseServerAddress('http://127.0.0.1:5984', 'http://127.0.0.1:3000')).toMatchObject({
      ok: true,
      base: 'http://127.0.0.1:5984',
    })
  })

  it.each(['', '   '])('asks for an address when given %j', (typed) => {
    expect(parseServerAddress(typed, APP)).toEqual({
      ok: false,
      message: "Enter the sync server's address.",
    })
  })

  it.each([
    'couch.example.com',
    'localhost:5984',
    'ftp://couch.example.com',
    '//couch.example.com',
    // The URL parser reads a backslash as a slash and drops a tab: both name another host.
    '/\\evil.example/couchdb',
    '/\t/evil.example/couchdb',
    'https://',
  ])('asks for a full address or a path instead of %j', (typed) => {
    expect(parseServerAddress(typed, APP)).toEqual({
      ok: false,
      message: expect.stringContaining('Enter a full address starting with https://'),
    })
  })

  it('refuses the root of the app origin, where the app itself is served', () => {
    expect(parseServerAddress('/', APP)).toEqual({
      ok: false,
      message: 'Enter the path the sync server is served at, such as /couchdb.',
    })
  })

  it('refuses credentials inside the address', () => {
    expect(parseServerAddress('https://ada:secret@couch.example.com', APP)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Leave the username and password out'),
    })
  })

  it.each(['https://couch.example.com/?db=x', '/couchdb#top', '/couchdb?'])(
    'refuses a query or fragment in %j',
    (typed) => {
      expect(parseServerAddress(typed, APP)).toEqual({
        ok: false,
        message: 'The address cannot contain "?" or "#".',
      })
    },
  )

  it('refuses plain http from an https page, which the browser would block', () => {
    expect(parseServerAddress('http://couch.example.com', APP)).toEqual({
      ok: false,
      message: 'This page is served over https, so the sync server must use https:// too.',
    })
  })
})
