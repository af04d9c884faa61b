import { useId, type ReactNode } from 'react'
import styles from './DashboardPage.module.css'

interface ChartSectionProps {
  title: string
  /** The drawing, null while its code loads: hidden from assistive technology, which reads
   * `alternative` instead. */
  chart: ReactNode
  alternative: ReactNode
}

/** A region named by its title; the chart's box keeps its 300 px while the chart code loads. */
export function ChartSection({ title, chart, alternative }: ChartSectionProps) {
  const titleId = useId()
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      <div className={styles.chartBox} aria-hidden="true">
        {chart}
      </div>
      {alternative}
    </section>
  )
}
