import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { prepareCollections } from './app/collections'
import { preloadScreen } from './app/screens'
import { readSession } from './storage/session'
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

// For someone signed in (a visitor goes to /login), the first screen's code arrives before the
// first render, so it paints without a blank pass; meanwhile their records are read in short
// tasks, so that opening them at the first render is not one long task.
const session = readSession()
const firstScreen = session
  ? Promise.all([preloadScreen(window.location.pathname), prepareCollections(session.id)])
  : Promise.resolve()
void firstScreen.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
