import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../paths'
import { buttonClass } from '../../components/buttonClass'
import styles from '../../components/Notice.module.css'

interface Props {
  children: ReactNode
}

interface State {
  failed: boolean
}

/** Keeps a failing screen from blanking the app: the rest stays usable and stored data is
 * untouched, because screens never write storage themselves. */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed to render', error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <section className={styles.notice} role="alert">
        <p className={styles.text}>
          Something went wrong while showing this screen. Your saved data has not been changed.
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => this.setState({ failed: false })}
          >
            Try again
          </button>
          <Link to={paths.dashboard} className={buttonClass('secondary')}>
            Go to the dashboard
          </Link>
        </div>
      </section>
    )
  }
}
