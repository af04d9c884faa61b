import { fireEvent, screen, waitFor } from '@testing-library/react'
import { loadCsv } from './loadCsv'
import { record, seedSession, seedTransactions } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: 'u1', name: 'Ada' }

jest.mock('./loadCsv', () => ({ loadCsv: jest.fn(() => import('./csv')) }))

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

  it('says so when the CSV export cannot be downloaded, and exports on a later try', async () => {
    // A tab left on the previous version after another tab took the new one: its chunk is gone.
    jest
      .mocked(loadCsv)
      .mockRejectedValueOnce(Object.assign(new Error('gone'), { name: 'ChunkLoadError' }))
    seedSession(ada)
    seedTransactions(ada.id, [record({ userId: ada.id, description: 'Tea' })])
    renderApp('/transactions')
    const csv = await screen.findByRole('button', { name: 'Export CSV' })
    fireEvent.click(csv)
    expect(await screen.findByRole('alert')).toHaveTextContent(/CSV export could not be downloaded/)
    expect(saved).toEqual([])
    fireEvent.click(csv)
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/\.csv$/)]))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
