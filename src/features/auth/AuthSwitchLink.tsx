import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { readReturnTo, returnToState } from './returnTo'

/** "Sign up here" / "Sign in here": switching screens keeps the page the visitor first asked
 * for, however often they switch. */
export function AuthSwitchLink({ to, children }: { to: string; children: ReactNode }) {
  const from = readReturnTo(useLocation().state)
  return (
    <Link to={to} state={from && returnToState(from)}>
      {children}
    </Link>
  )
}
