import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { buttonClass } from '../../components/buttonClass'
import { ErrorAlert } from '../../components/ErrorAlert'
import { PageHeader, focusScreenTitle } from '../../components/PageHeader'
import { RenameDialog } from '../../components/RenameDialog'
import { AccountForm } from './AccountForm'
import { AccountsTable } from './AccountsTable'
import { closeAccount, renameAccount } from './accountThunks'
import type { Account } from './model'
import { NetWorth } from './NetWorth'
import { ReconcileDialog } from './ReconcileDialog'
import { selectNetWorth, selectOpenAccounts, selectOpenBalances } from './selectors'
import { TransferDialog } from './TransferDialog'
import { checkClose } from './validate'
import styles from './Accounts.module.css'

/** The dialog the screen has open, if any. */
type Open =
  | { dialog: 'none' }
  | { dialog: 'rename'; account: Account }
  | { dialog: 'reconcile'; account: Account }
  | { dialog: 'transfer' }

/** /accounts: the person's open accounts with their balances and net worth; adding, renaming,
 * closing and reconciling accounts, and transfers between them. */
export function AccountsPage() {
  const dispatch = useAppDispatch()
  const rows = useAppSelector(selectOpenBalances)
  const open = useAppSelector(selectOpenAccounts)
  const netWorth = useAppSelector(selectNetWorth)
  const [shown, setShown] = useState<Open>({ dialog: 'none' })
  const [error, setError] = useState<string | null>(null)
  const close = () => setShown({ dialog: 'none' })

  function closeOne(account: Account) {
    const balanceCents = rows.find((row) => row.account.id === account.id)?.balanceCents ?? 0
    const allowed = checkClose(account, balanceCents, open)
    const outcome = allowed.ok ? dispatch(closeAccount(account.id)) : allowed
    setError(outcome.ok ? null : outcome.message)
    // The pressed button went with its row.
    if (outcome.ok) focusScreenTitle()
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Accounts">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => setShown({ dialog: 'transfer' })}
        >
          Transfer
        </button>
      </PageHeader>
      <AccountForm />
      {error && <ErrorAlert message={error} />}
      <AccountsTable
        rows={rows}
        onRename={(account) => setShown({ dialog: 'rename', account })}
        onReconcile={(account) => setShown({ dialog: 'reconcile', account })}
        onClose={closeOne}
      />
      <NetWorth cents={netWorth} />
      {shown.dialog === 'rename' && (
        <RenameDialog
          name={shown.account.name}
          onSave={(name) => {
            const outcome = dispatch(renameAccount(shown.account.id, name))
            if (outcome.ok) close()
            return outcome.ok ? null : outcome.message
          }}
          onCancel={close}
        />
      )}
      {shown.dialog === 'reconcile' && <ReconcileDialog account={shown.account} onDone={close} />}
      {shown.dialog === 'transfer' && <TransferDialog onDone={close} />}
    </div>
  )
}
