import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { useAppSelector } from '../../store/hooks'
import { arrivesToFocusTitle, paths } from '../../config/paths'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ErrorAlert } from '../../components/ErrorAlert'
import { buttonClass } from '../../components/buttonClass'
import { PageHeader } from '../../components/PageHeader'
import { DELETE_QUESTION } from './formValues'
import { RECONCILED_QUESTION } from './reconciledGuard'
import { HistoryFilters } from './HistoryFilters'
import { HistorySummary } from './HistorySummary'
import type { Transaction } from './model'
import { fromHistory, historyPlaceOf, opensElsewhere } from './historyPlace'
import { reachedInApp } from '../../lib/screenArrival'
import { nextSort, serializeHistoryQuery } from './historyQuery'
import {
  prepareSearch,
  selectCategories,
  selectHistorySummary,
  selectHistoryTransactions,
  selectTags,
} from './selectors'
import { SortButtons } from './SortButtons'
import { asksForAccount, knownAccount, type AccountChoices } from './accountChoices'
import { TransactionTable } from './TransactionTable'
import { selectAllTransactions, selectTransactionCount } from './transactionsSlice'
import { useDeleteTransaction } from './useDeleteTransaction'
import { useHistoryQuery } from './useHistoryQuery'
import styles from './HistoryPage.module.css'

interface HistoryPageProps {
  /** What the screen offers for the listed rows besides the table (export and import), composed
   * by the app from other features. */
  tools?: (listed: readonly Transaction[]) => ReactNode
  /** The person's accounts: with two or more open, an Account filter and column. */
  accounts?: AccountChoices
}

/** Every transaction of the signed-in person, filtered, sorted and summed as the URL says. */
export function HistoryPage({ tools, accounts }: HistoryPageProps) {
  const [asked, setQuery] = useHistoryQuery()
  const account = knownAccount(accounts, asked.account)
  const query = useMemo(() => ({ ...asked, account }), [asked, account])
  // The controls show a keystroke or click in its own frame; the list (filtering, sorting and
  // drawing up to 25,000 records) follows in a render React may interrupt for the next input.
  const listed = useDeferredValue(query)
  const accountOf = accounts?.accountOf
  const transactions = useAppSelector((state) =>
    selectHistoryTransactions(state, listed, accountOf),
  )
  const summary = useAppSelector((state) => selectHistorySummary(state, listed, accountOf))
  const categories = useAppSelector(selectCategories)
  const tags = useAppSelector(selectTags)
  const hasAny = useAppSelector((state) => selectTransactionCount(state) > 0)
  const all = useAppSelector(selectAllTransactions)
  useEffect(() => prepareSearch(all), [all])
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // The deleted row's button is gone, so focus lands on the list heading rather than the page;
  // without scrolling to it, so a person deleting deep in a long list stays where they were.
  const focusHeading = useCallback(() => heading.current?.focus({ preventScroll: true }), [])
  const deletion = useDeleteTransaction(focusHeading)
  // Arriving from a deleted record's form, the title takes focus as on any arrival (ScreenTitle).
  const { state: arrival } = useLocation()

  // Back from a row's form: the table scrolls to where the person was, and the row's Edit link
  // takes focus again (the list's heading when the row has gone from view, its date changed;
  // the title when it was deleted). Read once, on arrival, and not on a reload of the page it
  // led to: later changes of the location are the person's own.
  const [back] = useState(() => (reachedInApp() ? historyPlaceOf(arrival) : null))
  const [place] = useState(() => (arrivesToFocusTitle(arrival) ? null : back))
  // Spent by the first table shown: a table shown again later (a search that matched nothing,
  // cleared) leaves the page where the person has it.
  const returnScroll = useRef(back?.scrollY ?? null)
  const takeReturnScroll = useCallback(() => {
    const scrollY = returnScroll.current
    returnScroll.current = null
    return scrollY
  }, [])
  useEffect(() => {
    if (place === null) return
    // After the frame's rendering has caught up with the restored scroll position.
    const frame = requestAnimationFrame(() => {
      const table = document.querySelector(`table[aria-labelledby="${headingId}"]`)
      const links = table?.querySelectorAll('a') ?? []
      const edit = [...links].find((link) => link.getAttribute('href') === place.row)
      ;(edit ?? heading.current)?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [place, headingId])
  const navigate = useNavigate()
  // Read at the click, so a filter change does not re-render every row for a new callback.
  const search = useRef('')
  useEffect(() => {
    search.current = serializeHistoryQuery(query)
  }, [query])
  const openEdit = useCallback(
    (transaction: Transaction, event: MouseEvent) => {
      if (opensElsewhere(event)) return
      event.preventDefault()
      const row = paths.editTransaction(transaction)
      const here = fromHistory({ search: search.current, scrollY: window.scrollY, row })
      // The history's own entry keeps the place too, for the browser's Back button.
      const shown = search.current && `?${search.current}`
      void navigate({ search: shown }, { replace: true, state: here })
      void navigate(row, { state: here })
    },
    [navigate],
  )

  return (
    <div className={styles.page}>
      <PageHeader title="Transactions">
        <Link to={paths.addTransaction} className={buttonClass('primary')}>
          Add Transaction
        </Link>
      </PageHeader>
      <HistorySummary summary={summary} />
      <HistoryFilters
        query={query}
        categories={categories}
        tags={tags}
        onChange={setQuery}
        accounts={accounts}
      />
      {tools && (
        <section className={styles.transfer} aria-label="Export and import">
          {tools(transactions)}
        </section>
      )}
      <div className={styles.listHeader}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {`Transactions (${transactions.length})`}
        </h2>
        <SortButtons
          sortKey={query.sortKey}
          direction={query.direction}
          onSort={(key) => setQuery(nextSort(query, key))}
        />
      </div>
      {deletion.error && <ErrorAlert message={deletion.error} />}
      {transactions.length > 0 ? (
        <TransactionTable
          transactions={transactions}
          labelledBy={headingId}
          sortKey={listed.sortKey}
          direction={listed.direction}
          onDelete={deletion.ask}
          onEdit={openEdit}
          takeReturnScroll={takeReturnScroll}
          accounts={asksForAccount(accounts) ? accounts : undefined}
        />
      ) : (
        <div className={styles.empty}>
          <p>No transactions found</p>
          <Link to={paths.addTransaction}>
            {hasAny ? 'Add a transaction' : 'Add your first transaction'}
          </Link>
        </div>
      )}
      {deletion.pending?.step === 'reconciled' && (
        <ConfirmDialog
          message={RECONCILED_QUESTION}
          confirmLabel="Change"
          onConfirm={deletion.change}
          onCancel={deletion.cancel}
        />
      )}
      {deletion.pending?.step === 'delete' && (
        <ConfirmDialog
          message={DELETE_QUESTION}
          confirmLabel="Delete"
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </div>
  )
}
