import { SummaryCard, summaryCardsClass } from '../../components/SummaryCard'
import type { Summary } from './summary'

/** Income, expenses and net of the rows the filters let through. */
export function HistorySummary({ summary }: { summary: Summary }) {
  return (
    <div className={summaryCardsClass}>
      <SummaryCard title="Total Income" amountCents={summary.incomeCents} tone="income" />
      <SummaryCard title="Total Expenses" amountCents={summary.expenseCents} tone="expense" />
      <SummaryCard title="Net" amountCents={summary.netCents} tone="balance" />
    </div>
  )
}
