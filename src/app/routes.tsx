import { lazy, Suspense } from 'react'
import type { RouteObject } from 'react-router-dom'
import { Layout } from '../components/Layout'
import { LoginPage } from '../features/auth/LoginPage'
import { RegisterPage } from '../features/auth/RegisterPage'
import { RequireSignedIn, RequireSignedOut } from '../features/auth/routeGuards'
import { LandingPage } from '../features/landing/LandingPage'
import { NotFoundPage } from '../features/landing/NotFoundPage'
import { HistoryPage } from '../features/transactions/HistoryPage'
import { TransactionFormPage } from '../features/transactions/TransactionFormPage'
import { paths } from './paths'

// The charts (nivo and d3) load with the dashboard only, never with the sign-in screens.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'))

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.landing, element: <LandingPage /> },
      {
        element: <RequireSignedOut />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          {
            path: paths.dashboard,
            element: (
              <Suspense fallback={null}>
                <DashboardPage />
              </Suspense>
            ),
          },
          { path: paths.addTransaction, element: <TransactionFormPage /> },
          { path: paths.editTransactionPattern, element: <TransactionFormPage /> },
          { path: paths.transactions, element: <HistoryPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
