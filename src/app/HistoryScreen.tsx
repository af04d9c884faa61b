import { useAppSelector } from '../store/hooks'
import { selectAccountChoices } from '../features/accounts'
import { ExportButtons } from '../features/export/ExportButtons'
import { ImportControl } from '../features/import/ImportControl'
import { HistoryPage } from '../features/transactions/HistoryPage'

/** /transactions: the history, with the person's accounts, and export and import of the listed
 * rows beside it. */
export function HistoryScreen() {
  const accounts = useAppSelector(selectAccountChoices)
  return (
    <HistoryPage
      accounts={accounts}
      tools={(listed) => (
        <>
          <ExportButtons listed={listed} />
          <ImportControl />
        </>
      )}
    />
  )
}
