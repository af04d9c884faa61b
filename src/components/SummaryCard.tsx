import { useId, type ReactNode } from 'react'
import { formatMoney, type Cents } from '../lib/money'
import styles from './SummaryCard.module.css'

export const summaryCardsClass = styles.cards

type Tone = 'income' | 'expense' | 'balance'

interface SummaryCardProps {
  title: string
  amountCents: Cents
  tone: Tone
  /** A line under the amount, such as "Avg/month: $12.00" or "Net position". */
  note?: ReactNode
}

/** A region named by its title, holding one money figure. A balance carries its sign as
 * `data-sign`, positive from zero up, and is coloured by it. */
export function SummaryCard({ title, amountCents, tone, note }: SummaryCardProps) {
  const titleId = useId()
  const sign = amountCents >= 0 ? 'positive' : 'negative'
  const colour = tone === 'balance' ? styles[sign] : styles[tone]
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={`${styles.amount} ${colour}`} data-sign={tone === 'balance' ? sign : undefined}>
        {formatMoney(amountCents)}
      </p>
      {note && <p className={styles.note}>{note}</p>}
    </section>
  )
}
