import { useState } from 'react'
import { useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { todayIso } from '../../lib/dates'
import { downloadText } from '../../lib/download'
import type { Transaction } from '../transactions'
import { selectCurrentUser } from '../auth'
import { selectBackupLists } from '../categories'
import { selectAllTransactions } from '../transactions'
import { selectAccountChoices, selectAccountRecords, selectAccounts } from '../accounts'
import { toJsonBackup } from './jsonBackup'
import { loadCsv } from './loadCsv'

/** A CSV of the listed (filtered) transactions, with their accounts when the person has two or
 * more, and a JSON backup of all of them with the accounts, category lists and rules. */
export function ExportButtons({ listed }: { listed: readonly Transaction[] }) {
  const all = useAppSelector(selectAllTransactions)
  const lists = useAppSelector(selectBackupLists)
  const userId = useAppSelector(selectCurrentUser)?.id ?? ''
  const accounts = useAppSelector(selectAccountRecords)
  const severalAccounts = useAppSelector(selectAccounts).length >= 2
  const { accountOf, nameOf } = useAppSelector(selectAccountChoices)
  // The writer's code may not arrive (offline before it was ever kept, or a tab left on the
  // previous version after another tab took the new one): the click must not just do nothing.
  const [csvFailed, setCsvFailed] = useState(false)
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => {
          setCsvFailed(false)
          const accountName = severalAccounts
            ? (transaction: Transaction) => nameOf(accountOf(transaction))
            : undefined
          loadCsv().then(
            ({ toCsv }) =>
              // Dated when exported: a page can stay open for days.
              downloadText(
                `transactions-${todayIso()}.csv`,
                toCsv(listed, accountName),
                'text/csv',
              ),
            () => setCsvFailed(true),
          )
        }}
        disabled={listed.length === 0}
      >
        Export CSV
      </button>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => {
          const now = new Date()
          downloadText(
            `finance-tracker-backup-${todayIso(now)}.json`,
            toJsonBackup(all, userId, now, { accounts, ...lists }),
            'application/json',
          )
        }}
        disabled={all.length === 0}
      >
        Export JSON backup
      </button>
      {csvFailed && (
        <ErrorAlert message="The CSV export could not be downloaded. Check your connection and try again." />
      )}
    </>
  )
}
