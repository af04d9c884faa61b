import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { startTheme } from './features/theme/themeStore'
import './styles/tokens.css'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// Before the first render, so the first frame already has the right colours.
startTheme()

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
