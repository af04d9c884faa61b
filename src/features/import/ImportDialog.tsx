import { useId, useRef } from 'react'
import { buttonClass } from '../../components/buttonClass'
import dialogStyles from '../../components/ConfirmDialog.module.css'
import { DialogActions } from '../../components/DialogActions'
import { Modal } from '../../components/Modal'
import { plural } from '../../lib/plural'
import { ChoiceSelect } from '../../components/ChoiceSelect'
import { asksForAccount, type AccountChoices } from '../transactions'
import { ColumnChoices } from './ColumnChoices'
import { DateFormatSelect } from './DateFormatSelect'
import { TWO_WAY_ORDERS } from './dateOrderChoice'
import type { ImportPreview } from './importPreview'
import type { ParsedFile } from './model'
import { PreviewFacts } from './PreviewFacts'
import { PreviewRows } from './PreviewRows'
import { ReadingProgress } from './ReadingProgress'
import { RefusedRows } from './RefusedRows'
import type { Choice, Rereading } from './useImportFlow'

interface Props {
  fileName: string
  parsed: ParsedFile
  preview: ImportPreview
  rereading: Rereading | null
  /** The account its rows go to, and the person's accounts to choose from. */
  account: string
  accounts: AccountChoices
  onAccount: (account: string) => void
  onChoose: (choice: Choice) => void
  onConfirm: () => void
  onCancel: () => void
}

/** What an import will do, before it does it: rows to add, rows skipped, rows refused and why. */
export function ImportDialog(props: Props) {
  const { fileName, parsed, preview, rereading, onChoose, onConfirm, onCancel } = props
  const { account, accounts, onAccount } = props
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  // Until the date format is chosen, the rows the file holds; nothing is imported before.
  const count = parsed.unread ?? preview.fresh.length
  return (
    <Modal role="dialog" labelledBy={titleId} onCancel={onCancel} initialFocus={cancelRef} wide>
      <h2 id={titleId} className={dialogStyles.message}>
        Import {fileName}
      </h2>
      {asksForAccount(accounts) && (
        <ChoiceSelect
          label="Account"
          choices={accounts.open}
          value={account}
          onChange={onAccount}
        />
      )}
      {parsed.columns && (
        <ColumnChoices
          header={parsed.columns.header}
          choice={rereading?.choice.columns ?? parsed.columns.choice}
          onChange={(columns) => onChoose({ columns })}
        />
      )}
      {parsed.dateFormat && (
        <DateFormatSelect
          orders={TWO_WAY_ORDERS}
          value={rereading?.choice.dateOrder ?? parsed.dateFormat.order}
          onChange={(dateOrder) => onChoose({ dateOrder })}
        />
      )}
      {rereading && <ReadingProgress fileName={fileName} progress={rereading.progress} />}
      <PreviewFacts parsed={parsed} preview={preview} busy={rereading !== null} />
      <PreviewRows rows={preview.fresh} />
      <RefusedRows refused={preview.refused} format={parsed.format} />
      <DialogActions cancelRef={cancelRef} onCancel={onCancel}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={onConfirm}
          disabled={rereading !== null || parsed.unread !== undefined || count === 0}
        >
          Import {plural(count, 'transaction')}
        </button>
      </DialogActions>
    </Modal>
  )
}
