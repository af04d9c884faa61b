import { useRef } from 'react'
import { buttonClass } from '../../components/buttonClass'
import { pluralForm } from '../../lib/plural'
import { ImportDialog } from './ImportDialog'
import { ReadingProgress } from './ReadingProgress'
import { useImportFlow } from './useImportFlow'
import styles from './ImportControl.module.css'

const ACCEPTED = [
  '.csv',
  '.txt',
  '.json',
  '.ofx',
  '.qfx',
  '.qif',
  'text/csv',
  'application/json',
  'application/x-ofx',
  'application/vnd.intu.qfx',
  'application/qif',
].join(',')

/** "Import…": a file chooser, the reading progress, the preview dialog and, when an import
 * fails, why. What an import did is said, with Undo, by the shell's undo status. */
export function ImportControl() {
  const { flow, preview, choices, open, choose, chooseAccount, confirm, cancel } = useImportFlow()
  const fileInput = useRef<HTMLInputElement>(null)
  return (
    <>
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
        accept={ACCEPTED}
        aria-label="Import file (bank statement, CSV or JSON backup)"
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) open(file)
        }}
      />
      {flow.step === 'reading' && (
        <ReadingProgress fileName={flow.fileName} progress={flow.progress} onCancel={cancel} />
      )}
      {flow.step === 'failed' && (
        <p className={`${styles.status} ${styles.failed}`} role="alert">
          {flow.message}
        </p>
      )}
      {flow.step === 'nothingNew' && (
        <p className={styles.status} role="status">
          Imported 0 transactions. {pluralForm(flow.count, 'It was', `All ${flow.count} were`)}{' '}
          already here.
        </p>
      )}
      {flow.step === 'previewing' && preview && (
        <ImportDialog
          fileName={flow.source.name}
          parsed={flow.parsed}
          preview={preview}
          rereading={flow.rereading}
          account={flow.account}
          accounts={choices}
          onAccount={chooseAccount}
          onChoose={choose}
          onConfirm={confirm}
          onCancel={cancel}
        />
      )}
    </>
  )
}
