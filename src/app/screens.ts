import { createElement, lazy, type ComponentType } from 'react'
import { matchPath } from 'react-router-dom'
import { loadCharts } from '../features/dashboard/useCharts'
import { loadReportCharts } from '../features/reports/useReportCharts'
import { whenPageIdle } from '../lib/pageIdle'
import { paths } from '../config/paths'

type Module = { default: ComponentType }

/**
 * The signed-in screens and the registration screen, each in its own chunk, so the sign-in page
 * downloads none of them (the dashboard fetches its charts' chunk alongside its own). A screen whose chunk has arrived
 * renders at once: its lazy component is handed a thenable that is already settled, so React
 * never suspends on it (a suspended first screen would wait out React's 300 ms reveal
 * throttle). `preloadScreen` fetches the first screen before the app renders; `prefetchScreens`
 * fetches the rest once a signed-in screen is idle, so later screens open at once, offline too.
 */
function screen(load: () => Promise<Module>) {
  let loaded: Module | null = null
  let loading: Promise<Module> | null = null
  const fetch = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  // React.lazy keeps a failed load for good (offline, or a chunk a new deploy removed), so
  // `retry` puts a fresh lazy component in its place. Only on request: React renders again as
  // soon as a load fails, and a fresh one there would download again, and fail, without end.
  const lazyScreen = () =>
    lazy(() => {
      if (loaded) {
        return {
          then: (resolve: (module: Module) => void) => resolve(loaded as Module),
        } as Promise<Module>
      }
      return fetch().catch((error: unknown) => {
        failed = true
        throw error
      })
    })
  let failed = false
  let current = lazyScreen()
  const retry = () => {
    if (!failed) return
    failed = false
    current = lazyScreen()
  }
  const Component = () => createElement(current)
  return { Component, fetch, retry }
}

const named =
  <K extends string>(name: K) =>
  (module: Record<K, ComponentType>): Module => ({ default: module[name] })

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
  reports: screen(() => {
    // As the dashboard: the charts' chunk comes alongside, failing on its own.
    loadReportCharts().catch(() => undefined)
    return import(/* webpackChunkName: "reports" */ '../features/reports/ReportsPage').then(
      named('ReportsPage'),
    )
  }),
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
  [paths.reports, 'reports'],
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
