import { readReturnTo, returnToState } from './returnTo'

describe('the page to return to after signing in', () => {
  it('reads back what was stored, and only the location parts', () => {
    const location = {
      pathname: '/transactions',
      search: '?type=income',
      hash: '#top',
      key: 'abc',
      state: { unrelated: true },
    }
    const state = returnToState(location)
    expect(state).toEqual({
      from: { pathname: '/transactions', search: '?type=income', hash: '#top' },
    })
    expect(readReturnTo(state)).toEqual(state.from)
  })

  it('fills in a missing search and hash', () => {
    expect(readReturnTo({ from: { pathname: '/dashboard' } })).toEqual({
      pathname: '/dashboard',
      search: '',
      hash: '',
    })
  })

  it.each([
    ['no state', null],
    ['a state without from', { other: 1 }],
    ['a non-object from', { from: '/transactions' }],
    ['a relative path', { from: { pathname: 'transactions' } }],
    ['another origin', { from: { pathname: '//evil.example/x' } }],
    ['another origin behind a backslash', { from: { pathname: '/\\evil.example/x' } }],
    ['another origin behind a tab', { from: { pathname: '/\t/evil.example/x' } }],
    ['another origin behind a line break', { from: { pathname: '/\n/evil.example/x' } }],
    ['a non-string search', { from: { pathname: '/transactions', search: 3 } }],
  ])('finds none in %s', (_case, state) => {
    expect(readReturnTo(state)).toBeNull()
  })
})
