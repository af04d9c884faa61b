import { matchPath } from 'react-router-dom'
import { loadCharts } from '../features/dashboard/useCharts'
import { whenPageIdle } from '../lib/pageIdle'
import { paths } from '../config/paths'
import { named, screen } from './lazyScreen'

/**
 * The signed-in screens and the registration screen, each in its own chunk, so the sign-in page
 * downloads none of them (the dashboard fetches its charts' chunk alongside its own).
 * `preloadScreen` fetches the first screen before the app renders; `prefetchScreens` fetches the
 * rest once a signed-in screen is idle, so later screens open at once, offline too.
 */
export const screens = {
  dashboard: screen(() => {
    // Its own chunk, failing on its own: the dashboard then shows its tables without the drawing.
    loadCharts().catch(() => undefined)
    return import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage')
  }),
  history: screen(() =>
    import(/* webpackChunkName: "history" */ './HistoryScreen').then(named('HistoryScreen')),
  ),
  form: screen(() =>
    import(/* webpackChunkName: "transaction-form" */ './TransactionFormScreen').then(
      named('TransactionFormScreen'),
    ),
  ),
  accounts: screen(() =>
    import(/* webpackChunkName: "accounts" */ '../features/accounts/AccountsPage').then(
      named('AccountsPage'),
    ),
  ),
  budgets: screen(() =>
    import(/* webpackChunkName: "budgets" */ '../features/budgets/BudgetsPage').then(
      named('BudgetsPage'),
    ),
  ),
  recurring: screen(() =>
    import(/* webpackChunkName: "recurring" */ '../features/recurring/RecurringPage').then(
      named('RecurringPage'),
    ),
  ),
  categories: screen(() =>
    import(/* webpackChunkName: "categories" */ '../features/categories/CategoriesPage').then(
      named('CategoriesPage'),
    ),
  ),
  settings: screen(() =>
    import(/* webpackChunkName: "settings" */ '../features/sync/SettingsPage').then(
      named('SettingsPage'),
    ),
  ),
}

/** The registration screen, a visitor's: fetched when it is the first screen or is opened. Not
 * among `screens`, which someone signed in fetches once idle. */
export const registerScreen = screen(() =>
  import(/* webpackChunkName: "register" */ '../features/auth/RegisterPage').then(
    named('RegisterPage'),
  ),
)

const screenPaths: [string, keyof typeof screens][] = [
  [paths.dashboard, 'dashboard'],
  [paths.transactions, 'history'],
  [paths.addTransaction, 'form'],
  [paths.editTransactionPattern, 'form'],
  [paths.accounts, 'accounts'],
  [paths.budgets, 'budgets'],
  [paths.recurring, 'recurring'],
  [paths.categories, 'categories'],
  [paths.settings, 'settings'],
]

/** Fetches the screen at `pathname` that this visitor will see, if it is one of these, before
 * the first render. */
export function preloadScreen(pathname: string, signedIn: boolean): Promise<unknown> {
  return (firstScreen(pathname, signedIn)?.fetch() ?? Promise.resolve()).catch(() => undefined)
}

function firstScreen(pathname: string, signedIn: boolean) {
  if (!signedIn) return matchPath(paths.register, pathname) ? registerScreen : null
  const found = screenPaths.find(([pattern]) => matchPath(pattern, pathname))
  return found ? screens[found[1]] : null
}

/** Fetches every screen's code once the first screen has loaded and the browser is idle. */
export function prefetchScreens(): () => void {
  return whenPageIdle(() => {
    for (const { fetch } of Object.values(screens)) void fetch().catch(() => undefined)
  })
}

/** Lets every screen whose code did not download try again when it is next shown. */
export function retryScreens(): void {
  for (const { retry } of [...Object.values(screens), registerScreen]) retry()
}
