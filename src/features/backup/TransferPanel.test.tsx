import { screen, waitFor, within } from '@testing-library/react'
import { record, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import { renderApp } from '../../test/renderWithProviders'

const ada = { id: 'u1', name: 'Ada' }

function csvFile(text: string) {
  return new File([text], 'bank.csv', { type: 'text/csv' })
}

describe('import from the history screen', () => {
  it('previews, lists row errors and skipped rows, then imports all valid rows at once', async () => {
    seedSession(ada)
    seedTransactions(ada.id, [
      record({ userId: ada.id, description: 'Tea', amount: '3.50', date: '2026-03-01' }),
    ])
    const { user } = renderApp('/transactions')
    const csv = [
      'date,type,category,description,amount',
      '2026-03-01,expense,Food,Tea,3.50',
      '2026-03-02,income,Salary,"Pay, March",2500',
      '2026-03-03,expense,,No category,5',
      '2026-03-04,expense,Food,Lunch,12.5',
    ].join('\n')
    await user.upload(
      await screen.findByLabelText('Import file (CSV or JSON backup)'),
      csvFile(csv),
    )

    const dialog = await screen.findByRole('dialog', { name: 'Import bank.csv' })
    expect(dialog).toHaveTextContent('2 transactions will be added.')
    expect(dialog).toHaveTextContent('1 row already present will be skipped.')
    expect(within(dialog).getByRole('list', { name: 'Rows with errors' })).toHaveTextContent(
      'Row 4: Please select a category',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 transactions' }))

    expect(
      await screen.findByText('Imported 2 transactions. 1 already present were skipped.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Transactions (3)' })).toBeInTheDocument()
    await waitFor(() => expect(storedJson('transactions_u1')).toHaveLength(3))
  })

  it('imports nothing when the person cancels the preview', async () => {
    seedSession(ada)
    seedTransactions(ada.id, [])
    const { user } = renderApp('/transactions')
    await user.upload(
      await screen.findByLabelText('Import file (CSV or JSON backup)'),
      csvFile('date,type,category,description,amount\n2026-03-02,income,Gift,,9'),
    )
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Transactions (0)' })).toBeInTheDocument()
    expect(storedJson('transactions_u1')).toEqual([])
  })

  it('says why a file cannot be read', async () => {
    seedSession(ada)
    const { user } = renderApp('/transactions')
    await user.upload(
      await screen.findByLabelText('Import file (CSV or JSON backup)'),
      new File(['{"nope":'], 'backup.json', { type: 'application/json' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not valid JSON.')
  })
})
