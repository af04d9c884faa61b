import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { ScreenTitle } from '../../components/ScreenTitle'
import styles from './LandingPage.module.css'

export function NotFoundPage() {
  return (
    <section className={styles.hero}>
      <ScreenTitle title="Page not found" className={styles.title} />
      <p className={styles.lead}>There is nothing at this address.</p>
      <Link to={paths.landing}>Go to the home page</Link>
    </section>
  )
}
