import { useRef } from 'react'
import { useAppSelector } from '../../app/hooks'
import { buttonClass } from '../../components/buttonClass'
import { todayIso } from '../../lib/dates'
import { downloadText } from '../../lib/download'
import type { Transaction } from '../transactions/model'
import { selectAllTransactions } from '../transactions/transactionsSlice'
import { toCsv } from './csv'
import { ImportPreviewDialog } from './ImportPreviewDialog'
import { toJsonBackup } from './jsonBackup'
import { useImportFlow, type ImportFlow } from './useImportFlow'
import styles from './TransferPanel.module.css'

function statusText(flow: ImportFlow): string | null {
  if (flow.step === 'done') {
    const skipped = flow.skipped > 0 ? ` ${flow.skipped} already present were skipped.` : ''
    return `Imported ${flow.imported} transaction${flow.imported === 1 ? '' : 's'}.${skipped}`
  }
  return flow.step === 'failed' ? flow.message : null
}

/** Export of the listed (filtered) transactions as CSV, a full JSON backup, and import of both. */
export function TransferPanel({ listed }: { listed: readonly Transaction[] }) {
  const all = useAppSelector(selectAllTransactions)
  const { flow, open, confirm, cancel } = useImportFlow()
  const fileInput = useRef<HTMLInputElement>(null)
  const today = todayIso()
  const status = statusText(flow)

  return (
    <section className={styles.panel} aria-label="Export and import">
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => downloadText(`transactions-${today}.csv`, toCsv(listed), 'text/csv')}
        disabled={listed.length === 0}
      >
        Export CSV
      </button>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() =>
          downloadText(
            `finance-tracker-backup-${today}.json`,
            toJsonBackup(all, new Date()),
            'application/json',
          )
        }
        disabled={all.length === 0}
      >
        Export JSON backup
      </button>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => fileInput.current?.click()}
      >
        Import…
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        aria-label="Import file (CSV or JSON backup)"
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void open(file)
        }}
      />
      {status && (
        <p
          className={`${styles.status} ${flow.step === 'failed' ? styles.failed : ''}`}
          role={flow.step === 'failed' ? 'alert' : 'status'}
        >
          {status}
        </p>
      )}
      {(flow.step === 'previewing' || flow.step === 'importing') && (
        <ImportPreviewDialog
          fileName={flow.fileName}
          plan={flow.plan}
          busy={flow.step === 'importing'}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        />
      )}
    </section>
  )
}
