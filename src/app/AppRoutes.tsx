import { Route, Routes } from 'react-router-dom'
import { LoginPage } from '../features/auth/LoginPage'
import { RequireSignedIn, RequireSignedOut } from '../features/auth/routeGuards'
import { LandingPage } from '../features/landing/LandingPage'
import { NotFoundPage } from '../features/landing/NotFoundPage'
import { paths } from '../config/paths'
import { registerScreen, screens } from './screens'
import { Layout } from './shell/Layout'

/** Every route of the app (paths.ts names them). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.landing} element={<LandingPage />} />
        <Route element={<RequireSignedOut />}>
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.register} element={<registerScreen.Component />} />
        </Route>
        <Route element={<RequireSignedIn />}>
          <Route path={paths.dashboard} element={<screens.dashboard.Component />} />
          <Route path={paths.transactions} element={<screens.history.Component />} />
          <Route path={paths.addTransaction} element={<screens.form.Component />} />
          <Route path={paths.editTransactionPattern} element={<screens.form.Component />} />
          <Route path={paths.accounts} element={<screens.accounts.Component />} />
          <Route path={paths.reports} element={<screens.reports.Component />} />
          <Route path={paths.budgets} element={<screens.budgets.Component />} />
          <Route path={paths.recurring} element={<screens.recurring.Component />} />
          <Route path={paths.categories} element={<screens.categories.Component />} />
          <Route path={paths.settings} element={<screens.settings.Component />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
