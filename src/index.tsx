// First: it requests the first screen's code while the rest of the bundle is evaluated.
import { firstScreenCode, sessionAtStart } from './app/start'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { prepareCollections } from './app/collections'
import { startTheme } from './features/theme/themeStore'
import { watchPageMoves } from './lib/pageMoves'
import './styles/tokens.css'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// Before the first render, so the first frame already has the right colours.
startTheme()
// From the start, so that a screen whose code arrives later still knows whether the page moved.
watchPageMoves()

// The first render waits for what it needs, each part made in tasks of its own so that none of
// it adds to one long task: the first screen's code (so it paints without a blank pass) and,
// for someone signed in, the person's records, read ahead.
const firstScreen = sessionAtStart
  ? Promise.all([firstScreenCode, prepareCollections(sessionAtStart.id)])
  : firstScreenCode
void firstScreen.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
