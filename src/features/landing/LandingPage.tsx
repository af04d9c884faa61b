import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { BrandMark } from '../../components/BrandMark'
import { buttonClass } from '../../components/buttonClass'
import { APP_NAME, ScreenTitle } from '../../components/ScreenTitle'
import styles from './LandingPage.module.css'

export function LandingPage() {
  return (
    <section className={styles.hero}>
      <BrandMark />
      <ScreenTitle
        title="Simplify Spending. Master Saving."
        pageTitle={APP_NAME}
        className={styles.title}
      />
      <p className={styles.lead}>
        Record your income and expenses, see where your money goes, and keep it all private in your
        own browser.
      </p>
      <Link to={paths.dashboard} className={buttonClass('primary')}>
        Get Started
      </Link>
    </section>
  )
}
