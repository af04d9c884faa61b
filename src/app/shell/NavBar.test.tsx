import { screen, within } from '@testing-library/react'
import { seedSession } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const names = (links: HTMLElement[]) => links.map((link) => link.textContent)

async function navOn(route: string) {
  seedSession({ id: '1700000000000', name: 'Ada Lovelace' })
  const rendered = renderApp(route)
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  return { ...rendered, nav: within(nav) }
}

describe('the navigation', () => {
  it('groups the screens as money and planning, Settings apart, Add Transaction on its own', async () => {
    const { nav } = await navOn('/dashboard')
    const money = within(nav.getByRole('group', { name: 'Money' }))
    const planning = within(nav.getByRole('group', { name: 'Planning' }))
    expect(names(money.getAllByRole('link'))).toEqual([
      'Dashboard',
      'Transactions',
      'Accounts',
      'Reports',
    ])
    expect(names(planning.getAllByRole('link'))).toEqual(['Budgets', 'Recurring', 'Categories'])
    expect(names(nav.getAllByRole('link'))).toEqual([
      'Finance Tracker',
      'Add Transaction',
      'Dashboard',
      'Transactions',
      'Accounts',
      'Reports',
      'Budgets',
      'Recurring',
      'Categories',
      'Settings',
    ])
    expect(nav.getByText('Ada Lovelace')).toBeInTheDocument()
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it('marks the current page, and only it, as the link followed moves', async () => {
    const { nav, user } = await navOn('/budgets')
    const current = () =>
      nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')
    expect(names(current())).toEqual(['Budgets'])
    await user.click(nav.getByRole('link', { name: 'Add Transaction' }))
    expect(await screen.findByRole('heading', { name: 'Add New Transaction' })).toBeVisible()
    expect(names(current())).toEqual(['Add Transaction'])
  })

  it('links only screens that exist', async () => {
    const { nav, user } = await navOn('/dashboard')
    const links = nav.getAllByRole('link').filter((link) => link.textContent !== 'Finance Tracker')
    for (const link of links) {
      await user.click(link)
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument()
      expect(link).toHaveAttribute('aria-current', 'page')
    }
  })

  it('opens the menu with its button and closes it with Escape, focus back on the button', async () => {
    const { nav, user } = await navOn('/dashboard')
    const menu = nav.getByRole('button', { name: 'Menu' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    await user.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    await user.keyboard('{Escape}')
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(menu).toHaveFocus()
  })
})
