import { paths } from '../../config/paths'

/** The navigation's groups, in the order they are shown. Settings stands apart, untitled: its
 * one link names it. */
export const navGroups = [
  { id: 'money', title: 'Money' },
  { id: 'planning', title: 'Planning' },
  { id: 'settings', title: null },
] as const

type NavGroupId = (typeof navGroups)[number]['id']

interface NavEntry {
  group: NavGroupId
  label: string
  path: string
}

/**
 * The screens the navigation links, in their order within each group. A screen joins with one
 * line here once its route exists. Add Transaction is not among them: it
 * is the bar's own button, shown at every width.
 */
export const navLinks: readonly NavEntry[] = [
  { group: 'money', label: 'Dashboard', path: paths.dashboard },
  { group: 'money', label: 'Transactions', path: paths.transactions },
  { group: 'money', label: 'Accounts', path: paths.accounts },
  { group: 'money', label: 'Reports', path: paths.reports },
  { group: 'planning', label: 'Budgets', path: paths.budgets },
  { group: 'planning', label: 'Recurring', path: paths.recurring },
  { group: 'planning', label: 'Categories', path: paths.categories },
  { group: 'settings', label: 'Settings', path: paths.settings },
]
