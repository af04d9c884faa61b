import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { selectAuthStatus } from './authSlice'

interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>
}

/** Signed-in routes: a visitor goes to /login, remembering where they wanted to go. */
export function RequireSignedIn() {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn'
  const location = useLocation()
  if (signedIn) return <Outlet />
  const from = { pathname: location.pathname, search: location.search, hash: location.hash }
  return <Navigate to={paths.login} replace state={{ from } satisfies FromState} />
}

/** /login and /register: a signed-in person goes on to where they first wanted to go. */
export function RequireSignedOut() {
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn'
  const location = useLocation()
  if (!signedIn) return <Outlet />
  const from = (location.state as FromState | null)?.from
  return <Navigate to={from ?? paths.dashboard} replace />
}
