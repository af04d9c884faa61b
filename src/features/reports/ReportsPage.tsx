import { useMemo } from 'react'
import { PageHeader } from '../../components/PageHeader'
import { useAppSelector } from '../../store/hooks'
import { selectAccountChoices, selectAccounts } from '../accounts'
import { selectToday } from '../calendar'
import { knownAccount } from '../transactions'
import { ReportControls } from './ReportControls'
import { ReportRegions } from './ReportRegions'
import { periodOf } from './period'
import { selectFirstDate, selectHasTransactions, selectLastDate } from './selectors'
import { useReportQuery } from './useReportQuery'
import styles from './ReportsPage.module.css'

/** Lazy-loaded by the routes; the charts inside load lazily again. */
export function ReportsPage() {
  const [asked, setQuery] = useReportQuery()
  const today = useAppSelector(selectToday)
  const firstDate = useAppSelector(selectFirstDate)
  const lastDate = useAppSelector(selectLastDate)
  const accounts = useAppSelector(selectAccountChoices)
  const accountCount = useAppSelector(selectAccounts).length
  const known = knownAccount(accounts, asked.account)
  // With fewer than two open accounts there is no Account choice (UI_CONTRACT.md): a link naming
  // the person's only account reads as every account. A closed account a link names stays
  // chosen, and shown; so does the open one chosen beside it, whose report is not every account's.
  const account = accountCount < 2 && accounts.open.some(({ id }) => id === known) ? '' : known
  const query = useMemo(() => ({ ...asked, account }), [asked, account])
  const { period: id, from, to } = query
  // One object per choice and day, so the selectors below hit their cache across renders.
  const period = useMemo(
    () => periodOf({ period: id, from, to }, today, firstDate, lastDate),
    [id, from, to, today, firstDate, lastDate],
  )
  const hasTransactions = useAppSelector((state) => selectHasTransactions(state, period, account))
  return (
    <div className={styles.page}>
      <PageHeader title="Reports" />
      <ReportControls
        query={query}
        onChange={setQuery}
        accounts={accounts.open}
        nameOf={accounts.nameOf}
      />
      {hasTransactions ? (
        <ReportRegions period={period} account={account} />
      ) : (
        <p className={styles.empty}>No transactions in this period</p>
      )}
    </div>
  )
}
