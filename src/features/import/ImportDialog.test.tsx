import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { fixtureBytes } from '../../test/importFixtures'
import { record, seedSession, seedTransactions, storedJson } from '../../test/fixtures'
import * as parseWorker from '../../test/parseWorkerStub'
import { renderApp } from '../../test/renderWithProviders'
import { silentParseWorker } from '../../test/silentParseWorker'
import { READ_TIME_LIMIT_MS } from './parseInWorker'
import { ReadingProgress } from './ReadingProgress'
import { MAX_IMPORT_BYTES } from './sizeLimit'

const ada = { id: 'u1', name: 'Ada' }

function csvFile(text: string, name = 'bank.csv') {
  return new File([text], name, { type: 'text/csv' })
}

async function upload(user: ReturnType<typeof renderApp>['user'], file: File) {
  await user.upload(await screen.findByLabelText(/^Import file/), file)
}

function signedIn(records: unknown[] = []) {
  seedSession(ada)
  seedTransactions(ada.id, records)
  return renderApp('/transactions')
}

describe('import from the history screen', () => {
  afterEach(() => jest.restoreAllMocks())

  it('previews, lists row errors and skipped rows, then imports all valid rows at once', async () => {
    const { user } = signedIn([
      record({ userId: ada.id, description: 'Tea', amount: '3.50', date: '2026-03-01' }),
    ])
    const csv = [
      'date,type,category,description,amount',
      '2026-03-01,expense,Food,Tea,3.50',
      '2026-03-02,income,Salary,"Pay, March",2500',
      '2026-03-03,expense,,No category,5',
      '2026-03-04,expense,Food,Lunch,12.5',
    ].join('\n')
    await upload(user, csvFile(csv))

    const dialog = await screen.findByRole('dialog', { name: 'Import bank.csv' })
    expect(dialog).toHaveTextContent('Format: Finance Tracker CSV')
    expect(dialog).toHaveTextContent('Dates: 3/1/2026 to 3/4/2026')
    expect(dialog).toHaveTextContent('2 transactions will be added.')
    expect(dialog).toHaveTextContent('1 row already present will be skipped.')
    expect(dialog).toHaveTextContent('1 row cannot be imported and will be left out.')
    expect(within(dialog).getByRole('list', { name: 'Rows with errors' })).toHaveTextContent(
      'Row 4: Please select a category',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 transactions' }))

    expect(await screen.findByText('Imported 2 transactions.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Transactions (3)' })).toBeInTheDocument()
    await waitFor(() => expect(storedJson('transactions_u1')).toHaveLength(3))
  })

  it('imports one row: "Import 1 transaction", the amount with two decimals', async () => {
    const { user } = signedIn()
    await upload(
      user,
      csvFile('date,type,category,description,amount\n2026-03-02,expense,Food,Tea,12.5'),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Import bank.csv' })
    expect(dialog).toHaveTextContent('1 transaction will be added.')
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 transaction' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^Imported 1 transaction\.$/)
    // Stored as every import format stores amounts, whatever the file wrote.
    expect(storedJson('transactions_u1')).toEqual([expect.objectContaining({ amount: '12.50' })])
    // What Undo says is the app's own text, in plain English.
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(screen.getByRole('status')).toHaveTextContent(/^Import undone: 1 transaction removed\.$/)
  })

  it('says so in the singular when the one row was stored since the preview (another tab)', async () => {
    const { user } = signedIn()
    await upload(
      user,
      csvFile('date,type,category,description,amount\n2026-03-02,expense,Food,Tea,12.50'),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Import bank.csv' })
    seedTransactions(ada.id, [
      record({ userId: ada.id, description: 'Tea', amount: '12.50', date: '2026-03-02' }),
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 transaction' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Imported 0 transactions\. It was already here\.$/,
    )
  })

  it('imports a bank statement, and the same file a second time adds nothing', async () => {
    const { user } = signedIn()
    const statement = () => new File([fixtureBytes('statement-v2.ofx')], 'card.ofx')
    await upload(user, statement())
    const dialog = await screen.findByRole('dialog', { name: 'Import card.ofx' })
    expect(dialog).toHaveTextContent('Format: OFX bank statement')
    expect(dialog).toHaveTextContent('Dates: 2/28/2026 to 3/1/2026')
    expect(dialog).toHaveTextContent('0 rows already present will be skipped.')
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateCategoryDescriptionAmount',
      '2/28/2026MiscLibrairie G&D Montréal-$64.99',
      '3/1/2026MiscPayment - thank you+$250.00',
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 transactions' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 2 transactions.')

    await upload(user, statement())
    const again = await screen.findByRole('dialog', { name: 'Import card.ofx' })
    expect(again).toHaveTextContent('0 transactions will be added.')
    expect(again).toHaveTextContent('2 rows already present will be skipped.')
    expect(within(again).getByRole('button', { name: 'Import 0 transactions' })).toBeDisabled()
    await user.click(within(again).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('heading', { name: 'Transactions (2)' })).toBeInTheDocument()
  })

  it("restores a backup's accounts with its rows, and one Undo takes back all it added", async () => {
    const account = (id: string, name: string, type: string) => ({
      id,
      name,
      type,
      opening: '0.00',
      updatedAt: '2026-03-01T00:00:00.000Z',
    })
    const held = [
      account('main', 'Main', 'checking'),
      account('1750000000000', 'Savings', 'savings'),
    ]
    const card = account('1760000000000', 'Card', 'credit')
    localStorage.setItem('accounts_u1', JSON.stringify(held))
    const before = [record({ userId: ada.id, description: 'Tea', account: 'main' })]
    const { user } = signedIn(before)
    const backup = JSON.stringify({
      format: 'finance-tracker-backup',
      version: 1,
      exportedAt: '2026-03-05T00:00:00.000Z',
      accounts: [held[0], card],
      transactions: [
        record({ userId: 'u9', description: 'Fuel', account: card.id }),
        record({ userId: 'u9', description: 'Lunch', account: 'main' }),
      ],
    })
    await upload(user, new File([backup], 'backup.json', { type: 'application/json' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import backup.json' })
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 transactions' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^Imported 2 transactions\.$/)
    expect(storedJson('accounts_u1')).toEqual([...held, card])

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Import undone: 2 transactions removed\.$/,
    )
    // Main was the person's before the restore, and stays; the card it brought goes.
    expect(storedJson('accounts_u1')).toEqual(held)
    expect(storedJson('transactions_u1')).toEqual(before)
    // What sync and the other tabs hear of: the card removed, as the rows are.
    expect(storedJson('journal_u1')).toEqual(
      expect.arrayContaining([expect.objectContaining({ collection: 'accounts', id: card.id })]),
    )
  })

  it('adds every row of a second account’s statement whose FITIDs equal the first’s', async () => {
    // checking.ofx and savings.ofx: the same bank, two accounts, FITIDs 1001 and 1002 in both.
    const { user } = signedIn()
    const statement = (name: string) => new File([fixtureBytes(name)], name)
    await upload(user, statement('checking.ofx'))
    let dialog = await screen.findByRole('dialog', { name: 'Import checking.ofx' })
    await user.click(within(dialog).getByRole('button', { name: 'Import 4 transactions' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 4 transactions.')

    await upload(user, statement('savings.ofx'))
    dialog = await screen.findByRole('dialog', { name: 'Import savings.ofx' })
    expect(dialog).toHaveTextContent('2 transactions will be added.')
    expect(dialog).toHaveTextContent('0 rows already present will be skipped.')
    expect(within(dialog).getByRole('table')).toHaveTextContent(
      '3/2/2026MiscTRANSFER FROM CHECKING+$900.00',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 transactions' }))
    await waitFor(() => expect(storedJson('transactions_u1')).toHaveLength(6))
    const stored = storedJson('transactions_u1') as Record<string, string>[]
    expect(stored.filter((r) => r.bankId === '1001').map((r) => [r.bankAccount, r.amount])).toEqual(
      expect.arrayContaining([
        ['110000000:000123456789', '50.00'],
        ['110000000:000987654321', '900.00'],
      ]),
    )

    await upload(user, statement('savings.ofx'))
    dialog = await screen.findByRole('dialog', { name: 'Import savings.ofx' })
    expect(dialog).toHaveTextContent('0 transactions will be added.')
    expect(dialog).toHaveTextContent('2 rows already present will be skipped.')
  })

  it('counts a statement row as present when its transaction was imported and renamed since', async () => {
    // checking.ofx: FITID 1001 is a $50.00 withdrawal on 3/2/2026, of four transactions.
    const { user } = signedIn([
      {
        ...record({ userId: ada.id, description: 'Cash for the market', amount: '50.00' }),
        date: '2026-03-02',
        bankId: '1001',
      },
    ])
    await upload(user, new File([fixtureBytes('checking.ofx')], 'checking.ofx'))
    const dialog = await screen.findByRole('dialog', { name: 'Import checking.ofx' })
    expect(dialog).toHaveTextContent('3 transactions will be added.')
    expect(dialog).toHaveTextContent('1 row already present will be skipped.')
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 transactions' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^Imported 3 transactions\.$/)
    expect(storedJson('transactions_u1')).toHaveLength(4)
  })

  it('lets the person choose the columns of an unknown CSV, and remembers them for its header', async () => {
    const { user } = signedIn()
    const text = 'A,B,C,D\n"Lunch, team",x,12/03/2026,-40.00\nBooks,y,13/03/2026,-15.00\n'
    await upload(user, csvFile(text, 'export.csv'))
    let dialog = await screen.findByRole('dialog', { name: 'Import export.csv' })
    expect(dialog).toHaveTextContent('Format: CSV file')
    expect(within(dialog).getByRole('combobox', { name: 'Date column' })).toHaveValue('2')
    expect(within(dialog).getByRole('combobox', { name: 'Date format' })).toHaveValue('dmy')

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Description column' }),
      'A',
    )
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category column' }), 'B')
    await waitFor(() => expect(dialog).toHaveTextContent('Dates: 3/12/2026 to 3/13/2026'))
    expect(within(dialog).getByRole('table')).toHaveTextContent('3/12/2026xLunch, team-$40.00')
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 transactions' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 2 transactions.')

    await upload(user, csvFile('A,B,C,D\nTaxi,z,14/03/2026,-9.00\n', 'next.csv'))
    dialog = await screen.findByRole('dialog', { name: 'Import next.csv' })
    expect(within(dialog).getByRole('combobox', { name: 'Description column' })).toHaveValue('0')
    expect(within(dialog).getByRole('combobox', { name: 'Category column' })).toHaveValue('1')
    expect(within(dialog).getByRole('table')).toHaveTextContent('3/14/2026zTaxi-$9.00')
  })

  it('asks how a file writes dates that read two ways, imports nothing until told, and remembers it', async () => {
    const { user } = signedIn()
    const qif = (name: string, days: string[]) =>
      new File([`!Type:Bank\n${days.map((day) => `D${day}\nPTesco\nT-5\n^\n`).join('')}`], name)
    await upload(user, qif('uk.qif', ['05/03/2026', '06/03/2026']))
    let dialog = await screen.findByRole('dialog', { name: 'Import uk.qif' })
    const format = within(dialog).getByRole('combobox', { name: 'Date format' })
    expect(format).toHaveValue('')
    expect(
      within(format)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['MM/DD/YYYY', 'DD/MM/YYYY'])
    expect(dialog).toHaveTextContent('choose their date format')
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument()
    const button = within(dialog).getByRole('button', { name: 'Import 2 transactions' })
    expect(button).toBeDisabled()
    await user.click(button)
    expect(storedJson('transactions_u1')).toEqual([])

    await user.selectOptions(format, 'DD/MM/YYYY')
    await waitFor(() => expect(dialog).toHaveTextContent('Dates: 3/5/2026 to 3/6/2026'))
    expect(dialog).toHaveTextContent('2 transactions will be added.')
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 transactions' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 2 transactions.')
    expect((storedJson('transactions_u1') as { date: string }[]).map((r) => r.date).sort()).toEqual(
      ['2026-03-05', '2026-03-06'],
    )

    await upload(user, qif('next.qif', ['07/03/2026']))
    dialog = await screen.findByRole('dialog', { name: 'Import next.qif' })
    expect(within(dialog).getByRole('combobox', { name: 'Date format' })).toHaveValue('dmy')
    expect(dialog).toHaveTextContent('Dates: 3/7/2026')
    expect(within(dialog).getByRole('button', { name: 'Import 1 transaction' })).toBeEnabled()
  })

  it('leaves the date format of an unknown CSV unchosen when its dates read two ways', async () => {
    const { user } = signedIn()
    await upload(user, csvFile('Date,Text,Amount\n05/03/2026,Tea,-3\n06/03/2026,Cake,-4\n'))
    const dialog = await screen.findByRole('dialog', { name: 'Import bank.csv' })
    const format = within(dialog).getByRole('combobox', { name: 'Date format' })
    expect(format).toHaveValue('')
    expect(within(dialog).getByRole('button', { name: 'Import 2 transactions' })).toBeDisabled()
    await user.selectOptions(format, 'MM/DD/YYYY')
    await waitFor(() => expect(dialog).toHaveTextContent('Dates: 5/3/2026 to 6/3/2026'))
    expect(within(dialog).getByRole('button', { name: 'Import 2 transactions' })).toBeEnabled()
  })

  it('reads money out and money in from two columns when the person says so', async () => {
    const { user } = signedIn()
    await upload(user, csvFile('Day,Text,Out,In\n2026-03-01,Rent,800,\n2026-03-02,Pay,,1200\n'))
    const dialog = await screen.findByRole('dialog', { name: 'Import bank.csv' })
    expect(dialog).toHaveTextContent('1 row cannot be imported')
    // Loose label queries (Playwright's default) find the column fields alone, not the choices.
    expect(within(dialog).getAllByLabelText(/amount column/i)).toEqual([
      within(dialog).getByRole('combobox', { name: 'Amount column' }),
    ])
    await user.click(within(dialog).getByRole('radio', { name: 'Separate outflow and inflow' }))
    expect(within(dialog).getAllByLabelText(/inflow column/i)).toEqual([
      within(dialog).getByRole('combobox', { name: 'Inflow column' }),
    ])
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Outflow column' }),
      'Out',
    )
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Inflow column' }), 'In')
    await waitFor(() => expect(dialog).toHaveTextContent('2 transactions will be added.'))
    expect(within(dialog).getByRole('table')).toHaveTextContent('3/1/2026MiscRent-$800.00')
    expect(within(dialog).getByRole('table')).toHaveTextContent('3/2/2026MiscPay+$1,200.00')
    expect(
      within(dialog).queryByRole('combobox', { name: 'Amount column' }),
    ).not.toBeInTheDocument()
  })

  it('shows the first refused rows and how many more there are', async () => {
    const { user } = signedIn()
    const bad = Array.from({ length: 15 }, (_, i) => `2026-03-01,Item ${i},abc`)
    await upload(user, csvFile(['Date,Payee,Amount', '2026-03-02,Good,-1', ...bad].join('\n')))
    const errors = within(await screen.findByRole('dialog')).getByRole('list', {
      name: 'Rows with errors',
    })
    const items = within(errors).getAllByRole('listitem')
    expect(items).toHaveLength(11)
    expect(items[0]).toHaveTextContent('Row 3: Please enter a valid amount greater than 0')
    expect(items[10]).toHaveTextContent('and 5 more')
  })

  it('imports nothing when the person cancels the preview', async () => {
    const { user } = signedIn()
    await upload(user, csvFile('date,type,category,description,amount\n2026-03-02,income,Gift,,9'))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Transactions (0)' })).toBeInTheDocument()
    expect(storedJson('transactions_u1')).toEqual([])
  })

  it.each([
    ['a broken JSON file', new File(['{"nope":'], 'backup.json'), 'The file is not valid JSON.'],
    [
      'a CSV with an unclosed quote',
      csvFile('Date,Payee,Amount\n2026-01-01,"Tea,-3\n2026-01-02,Cake,-4\n'),
      'Row 2 opens a quote',
    ],
    [
      'a file over the size limit',
      new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'huge.csv'),
      'files up to 10 MB',
    ],
  ])('says why %s cannot be imported', async (_what, file, message) => {
    const { user } = signedIn()
    await upload(user, file)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the reading with a Cancel button, which stops it and adds nothing', async () => {
    const worker = silentParseWorker()
    const { user } = signedIn()
    await upload(user, csvFile('Date,Payee,Amount\n2026-01-01,Tea,-3\n', 'slow.csv'))
    expect(screen.getByRole('progressbar', { name: 'Reading slow.csv' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Reading slow.csv…')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(worker.terminated()).toBe(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(storedJson('transactions_u1')).toEqual([])
  })

  it('stops a file that takes more than 10 seconds to read, and says so', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] })
    try {
      const worker = silentParseWorker()
      signedIn()
      const input = await screen.findByLabelText(/^Import file/)
      fireEvent.change(input, { target: { files: [csvFile('Date\n', 'crafted.csv')] } })
      expect(screen.getByRole('progressbar', { name: 'Reading crafted.csv' })).toBeInTheDocument()
      act(() => jest.advanceTimersByTime(READ_TIME_LIMIT_MS - 1))
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      await act(() => jest.advanceTimersByTimeAsync(1))
      expect(screen.getByRole('alert')).toHaveTextContent(/^This file could not be read in time$/)
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
      expect(worker.terminated()).toBe(1)
      expect(storedJson('transactions_u1')).toEqual([])
    } finally {
      jest.useRealTimers()
    }
  })

  it('says the file could not be read when the browser refuses to start the reader', async () => {
    jest.spyOn(parseWorker, 'startParseWorker').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError')
    })
    const { user } = signedIn()
    await upload(user, csvFile('Date,Payee,Amount\n2026-01-01,Tea,-3\n'))
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read.')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})

describe('ReadingProgress', () => {
  it('is a progress bar named after the file, busy until the rows are counted', () => {
    const { rerender } = render(<ReadingProgress fileName="big.ofx" progress={null} />)
    expect(screen.getByRole('progressbar', { name: 'Reading big.ofx' })).not.toHaveAttribute(
      'value',
    )
    rerender(<ReadingProgress fileName="big.ofx" progress={0.42} />)
    expect(screen.getByRole('progressbar', { name: 'Reading big.ofx' })).toHaveAttribute(
      'value',
      '0.42',
    )
    expect(screen.getByText('Reading big.ofx 42%')).toBeInTheDocument()
  })
})
