import { useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useAppSelector } from '../../store/hooks'
import { paths } from '../../config/paths'
import { selectAuthStatus, selectCurrentUser } from './authSlice'
import { readReturnTo, returnToState } from './returnTo'

/** Signed-in routes: a visitor goes to /login, remembering where they wanted to go. */
export function RequireSignedIn() {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn'
  const personId = useAppSelector(selectCurrentUser)?.id
  // Signed out while this screen was open (Logout here or in another tab): the page belonged to
  // the person who just left, so whoever signs in next is not sent back to it.
  const [openedSignedIn] = useState(signedIn)
  const location = useLocation()
  // Keyed by person: nothing a screen holds (a form's text) outlives a change of person, which
  // another tab can make while the screen is open.
  if (signedIn) return <Outlet key={personId} />
  const state = openedSignedIn ? null : returnToState(location)
  return <Navigate to={paths.login} replace state={state} />
}

/** /login and /register: a signed-in person goes on to where they first wanted to go. */
export function RequireSignedOut() {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn'
  const location = useLocation()
  if (!signedIn) return <Outlet />
  return <Navigate to={readReturnTo(location.state) ?? paths.dashboard} replace />
}
