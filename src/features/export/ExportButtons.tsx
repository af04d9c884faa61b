import { useAppSelector } from '../../app/hooks'
import { buttonClass } from '../../components/buttonClass'
import { todayIso } from '../../lib/dates'
import { downloadText } from '../../lib/download'
import type { Transaction } from '../transactions/model'
import { selectCurrentUser } from '../auth/authSlice'
import { selectAllTransactions } from '../transactions/transactionsSlice'
import { toJsonBackup } from './jsonBackup'

/** A CSV of the listed (filtered) transactions, and a JSON backup of all of them. */
export function ExportButtons({ listed }: { listed: readonly Transaction[] }) {
  const all = useAppSelector(selectAllTransactions)
  const userId = useAppSelector(selectCurrentUser)?.id ?? ''
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary')}
        // papaparse arrives with the first export, not with the history screen.
        onClick={() =>
          void import(/* webpackChunkName: "csv-export" */ './csv').then(({ toCsv }) =>
            // Dated when exported: a page can stay open for days.
            downloadText(`transactions-${todayIso()}.csv`, toCsv(listed), 'text/csv'),
          )
        }
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
            toJsonBackup(all, userId, now),
            'application/json',
          )
        }}
        disabled={all.length === 0}
      >
        Export JSON backup
      </button>
    </>
  )
}
