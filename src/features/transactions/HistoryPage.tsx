/** Scaffolding until the transactions issue builds the history. */
export function HistoryPage() {
  return <h1>Transactions</h1>
}
