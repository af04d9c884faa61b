import { fireEvent, screen } from '@testing-library/react'
import { record, seedSession, seedTransactions } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: 'u1', name: 'Ada' }

describe('export', () => {
  const saved: string[] = []
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:export')
    URL.revokeObjectURL = jest.fn()
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
  })
  afterEach(() => {
    jest.restoreAllMocks()
    jest.useRealTimers()
    saved.length = 0
  })

  it('dates the backup file on the day it is exported, on a page open since the day before', async () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 31, 23, 59, 58) })
    seedSession(ada)
    seedTransactions(ada.id, [record({ userId: ada.id, description: 'Tea' })])
    renderApp('/transactions')
    const backup = await screen.findByRole('button', { name: 'Export JSON backup' })
    jest.setSystemTime(new Date(2026, 3, 1, 0, 5))
    fireEvent.click(backup)
    expect(saved).toEqual(['finance-tracker-backup-2026-04-01.json'])
  })
})
