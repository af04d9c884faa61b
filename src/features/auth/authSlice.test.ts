import authSlice, {
  authenticationFailed,
  authenticationStarted,
  userLoggedOut,
  userSignedIn,
  type AuthState,
} from './authSlice'

const reduce = authSlice.reducer
const signedOut: AuthState = { status: 'signedOut', user: null }
const user = { id: '1', name: 'Ada' }

describe('auth state machine', () => {
  it('starts signed out', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual(signedOut)
  })

  it('goes signedOut → authenticating → signedIn', () => {
    const authenticating = reduce(signedOut, authenticationStarted())
    expect(authenticating).toEqual({ status: 'authenticating', user: null })
    expect(reduce(authenticating, userSignedIn(user))).toEqual({
      status: 'signedIn',
      user,
    })
  })

  it('returns to signedOut when an attempt fails', () => {
    const authenticating = reduce(signedOut, authenticationStarted())
    expect(reduce(authenticating, authenticationFailed())).toEqual(signedOut)
  })

  it('ignores a second start while one attempt runs or someone is signed in', () => {
    const signedIn: AuthState = { status: 'signedIn', user }
    expect(reduce(signedIn, authenticationStarted())).toBe(signedIn)
    expect(reduce(signedIn, authenticationFailed())).toBe(signedIn)
  })

  it('forgets the user on logout', () => {
    expect(reduce({ status: 'signedIn', user }, userLoggedOut())).toEqual(signedOut)
  })
})
