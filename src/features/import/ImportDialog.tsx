import { useId, useRef } from 'react'
import { buttonClass } from '../../components/buttonClass'
import dialogStyles from '../../components/ConfirmDialog.module.css'
import { DialogActions } from '../../components/DialogActions'
import { Modal } from '../../components/Modal'
import { formatIsoDate } from '../../lib/dates'
import { plural } from '../../lib/plural'
import { ColumnChoices } from './ColumnChoices'
import type { ColumnChoice } from './genericCsv'
import type { ImportPreview } from './importPreview'
import type { ParsedFile } from './model'
import { PreviewRows } from './PreviewRows'
import { ReadingProgress } from './ReadingProgress'
import { RefusedRows } from './RefusedRows'
import type { Rereading } from './useImportFlow'
import styles from './ImportDialog.module.css'

interface Props {
  fileName: string
  parsed: ParsedFile
  preview: ImportPreview
  rereading: Rereading | null
  onColumns: (choice: ColumnChoice) => void
  onConfirm: () => void
  onCancel: () => void
}

function dateRange({ dates }: ImportPreview): string | null {
  if (!dates) return null
  const { first, last } = dates
  return first === last ? formatIsoDate(first) : `${formatIsoDate(first)} to ${formatIsoDate(last)}`
}

/** What an import will do, before it does it: rows to add, rows skipped, rows refused and why. */
export function ImportDialog(props: Props) {
  const { fileName, parsed, preview, rereading, onColumns, onConfirm, onCancel } = props
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const count = preview.fresh.length
  const range = dateRange(preview)
  return (
    <Modal role="dialog" labelledBy={titleId} onCancel={onCancel} initialFocus={cancelRef} wide>
      <h2 id={titleId} className={dialogStyles.message}>
        Import {fileName}
      </h2>
      {parsed.columns && (
        <ColumnChoices
          header={parsed.columns.header}
          choice={rereading?.columns ?? parsed.columns.choice}
          onChange={onColumns}
        />
      )}
      {rereading && <ReadingProgress fileName={fileName} progress={rereading.progress} />}
      <ul className={styles.facts} aria-busy={rereading !== null}>
        <li>Format: {parsed.formatLabel}</li>
        {range && <li>Dates: {range}</li>}
        <li>{plural(count, 'transaction')} will be added.</li>
        <li>{plural(preview.duplicates, 'row')} already present will be skipped.</li>
        <li>{plural(preview.refused.length, 'row')} cannot be imported and will be left out.</li>
      </ul>
      <PreviewRows rows={preview.fresh} />
      <RefusedRows refused={preview.refused} format={parsed.format} />
      <DialogActions cancelRef={cancelRef} onCancel={onCancel}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={onConfirm}
          disabled={rereading !== null || count === 0}
        >
          Import {plural(count, 'transaction')}
        </button>
      </DialogActions>
    </Modal>
  )
}
