import { SummaryCard, summaryCardsClass } from '../../components/SummaryCard'
import { formatMoney } from '../../lib/money'
import type { Summary } from '../transactions'
import type { MonthAverages } from './averages'

interface SummaryCardsProps {
  totals: Summary
  averages: MonthAverages
}

export function SummaryCards({ totals, averages }: SummaryCardsProps) {
  return (
    <div className={summaryCardsClass}>
      <SummaryCard
        title="Total Income"
        amountCents={totals.incomeCents}
        tone="income"
        note={`Avg/month: ${formatMoney(averages.incomeCents)}`}
      />
      <SummaryCard
        title="Total Expenses"
        amountCents={totals.expenseCents}
        tone="expense"
        note={`Avg/month: ${formatMoney(averages.expenseCents)}`}
      />
      <SummaryCard
        title="Current Balance"
        amountCents={totals.netCents}
        tone="balance"
        note="Net position"
      />
    </div>
  )
}
