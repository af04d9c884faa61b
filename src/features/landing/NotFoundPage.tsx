import { Link } from 'react-router-dom'
import { paths } from '../../app/paths'
import styles from './LandingPage.module.css'

export function NotFoundPage() {
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.lead}>There is nothing at this address.</p>
      <Link to={paths.landing}>Go to the home page</Link>
    </section>
  )
}
