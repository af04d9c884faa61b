import { Outlet } from 'react-router-dom'
import { useAppSelector } from '../app/hooks'
import { selectCurrentUser } from '../features/auth/authSlice'
import { NavBar } from './NavBar'
import styles from './Layout.module.css'

/** Every screen: the navigation bar when someone is signed in, then the page. */
export function Layout() {
  const user = useAppSelector(selectCurrentUser)
  return (
    <>
      {user && <NavBar user={user} />}
      <main className={styles.main}>
        <Outlet />
      </main>
    </>
  )
}
