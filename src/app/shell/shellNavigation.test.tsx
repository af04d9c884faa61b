import { act, screen, within } from '@testing-library/react'
import { seedSession } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const budgets = { broken: false }
jest.mock('../../features/budgets/BudgetsPage', () => {
  const actual = jest.requireActual('../../features/budgets/BudgetsPage')
  return {
    BudgetsPage: () => {
      if (budgets.broken) throw new Error('broken screen')
      return actual.BudgetsPage()
    },
  }
})

beforeEach(() => {
  budgets.broken = false
  seedSession({ id: 'u1', name: 'Ada' })
})

describe('the narrow screen’s menu', () => {
  it('is still closed on coming Back to the page where it was opened', async () => {
    const { user, router } = renderApp('/dashboard')
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }))
    const menu = nav.getByRole('button', { name: 'Menu' })
    await user.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    // A link of the page itself, not of the menu.
    const main = within(screen.getByRole('main'))
    await user.click(main.getByRole('link', { name: 'Add your first transaction' }))
    expect(await screen.findByRole('heading', { name: 'Add New Transaction' })).toBeVisible()
    expect(menu).toHaveAttribute('aria-expanded', 'false')

    await act(async () => {
      await router.navigate(-1)
    })
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('a screen that failed', () => {
  beforeEach(() => {
    budgets.broken = true
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  it('is skipped to by the skip link, which has no title to focus there', async () => {
    const { user } = renderApp('/budgets')
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    await user.tab()
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement)
  })

  it('does not leave the previous screen’s name on the tab', async () => {
    const { user } = renderApp('/dashboard')
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible()
    expect(document.title).toBe('Dashboard - Finance Tracker')
    await user.click(nav.getByRole('link', { name: 'Budgets' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    expect(document.title).not.toBe('Dashboard - Finance Tracker')

    // Recovery names the tab after the screen again.
    budgets.broken = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Budgets' })).toBeVisible()
    expect(document.title).toBe('Budgets - Finance Tracker')
  })
})
