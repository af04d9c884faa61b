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

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // On a first visit straight to /dashboard its chunk loads before anything renders; the page
    // stays blank for that moment rather than flashing another screen.
    HydrateFallback: () => null,
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
            // The dashboard (and, inside it, the charts) loads only when visited. A route-level
            // lazy resolves before rendering, avoiding React's 300 ms Suspense reveal throttle.
            lazy: async () => {
              // Fetch the chart chunk alongside the page's, not after the page has rendered.
              void import(/* webpackChunkName: "charts" */ '../features/dashboard/charts')
              const page = await import(
                /* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'
              )
              return { Component: page.default }
            },
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
