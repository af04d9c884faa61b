import { ExportButtons } from '../features/export/ExportButtons'
import { ImportControl } from '../features/import/ImportControl'
import { HistoryPage } from '../features/transactions/HistoryPage'

/** /transactions: the history, with export and import of the listed rows beside it. */
export function HistoryScreen() {
  return (
    <HistoryPage
      tools={(listed) => (
        <>
          <ExportButtons listed={listed} />
          <ImportControl />
        </>
      )}
    />
  )
}
