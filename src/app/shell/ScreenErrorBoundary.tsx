import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { buttonClass } from '../../components/buttonClass'
import { APP_NAME } from '../../components/ScreenTitle'
import styles from '../../components/Notice.module.css'

interface Props {
  children: ReactNode
  /** Lets code that did not download be fetched again: on each visit (a new boundary is made
   * per route) and on Try again. */
  onTryAgain?: () => void
}

/** showing → failed (its code would not download, or it threw) → showing again on request. */
interface State {
  step: 'showing' | 'notDownloaded' | 'failed'
}

/** webpack names the error of a chunk (script or CSS) that did not arrive so. */
function isDownloadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError'
}

const messages = {
  notDownloaded:
    'This screen could not be downloaded. Check your connection and try again. Your saved data has not been changed.',
  failed: 'Something went wrong while showing this screen. Your saved data has not been changed.',
}

/** Keeps a failing screen from blanking the app: the rest stays usable and stored data is
 * untouched, because screens never write storage themselves. */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { step: 'showing' }

  constructor(props: Props) {
    super(props)
    // Per visit, not per render: React renders again as soon as a load fails, and a fetch there
    // would fail, and render, without end. (A second construction, as StrictMode makes, finds
    // nothing failed and does nothing.)
    props.onTryAgain?.()
  }

  static getDerivedStateFromError(error: unknown): State {
    return { step: isDownloadError(error) ? 'notDownloaded' : 'failed' }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed to render', error, info.componentStack)
    // The tab would otherwise keep the name of the screen before; shown again, a screen names it.
    document.title = `Screen not shown - ${APP_NAME}`
  }

  render() {
    const { step } = this.state
    if (step === 'showing') return this.props.children
    // Both ways out show the screen again: on the dashboard itself, the link changes no route.
    const again = () => {
      this.props.onTryAgain?.()
      this.setState({ step: 'showing' })
    }
    return (
      <section className={styles.notice} role="alert">
        <p className={styles.text}>{messages[step]}</p>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('secondary')} onClick={again}>
            Try again
          </button>
          <Link to={paths.dashboard} className={buttonClass('secondary')} onClick={again}>
            Go to the dashboard
          </Link>
        </div>
      </section>
    )
  }
}
