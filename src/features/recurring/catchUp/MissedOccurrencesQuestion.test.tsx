import { screen } from '@testing-library/react'
import { addDays, todayIso } from '../../../lib/dates'
import {
  ruleRecord,
  seedRules,
  seedSession,
  seedTransactions,
  storedJson,
} from '../../../test/fixtures'
import { renderApp } from '../../../test/renderWithProviders'

const ada = { id: 'u1', name: 'Ada' }
const today = todayIso()
/** Weekly since 30 weeks ago: 31 occurrences due. */
const gym = ruleRecord({
  description: 'Gym',
  every: 'week',
  start: addDays(today, -210),
  next: addDays(today, -210),
})
const question = { name: 'Add 31 missed occurrences of Gym?' }
const stored = () => storedJson(`transactions_${ada.id}`) as unknown[]

beforeEach(() => {
  seedSession(ada)
  seedTransactions(ada.id, [])
  seedRules(ada.id, [gym])
})

describe('the question before many missed occurrences', () => {
  it('is asked on whatever screen the person is, and adds them all on "Add them"', async () => {
    const { user } = renderApp('/budgets')
    const dialog = await screen.findByRole('alertdialog', question)
    expect(screen.getByRole('button', { name: 'Skip them' })).toHaveFocus()
    // Escape gives no answer: both change the ledger for good.
    await user.keyboard('{Escape}')
    expect(dialog).toBeInTheDocument()
    expect(stored()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Add them' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(stored()).toHaveLength(31)
    expect(screen.getByRole('heading', { name: 'Budgets' })).toBeInTheDocument()
  })

  it('"Skip them" adds none and shows the rule’s next date after today', async () => {
    const { user } = renderApp('/recurring')
    await screen.findByRole('alertdialog', question)
    await user.click(screen.getByRole('button', { name: 'Skip them' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(stored()).toEqual([])
    const [year, month, day] = addDays(today, 7).split('-').map(Number)
    expect(screen.getByRole('row', { name: /Gym/ })).toHaveTextContent(
      `Next: ${month}/${day}/${year}`,
    )
  })
})
