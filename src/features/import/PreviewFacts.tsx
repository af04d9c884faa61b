import { formatIsoDate } from '../../lib/dates'
import { plural } from '../../lib/plural'
import type { ImportPreview } from './importPreview'
import type { ParsedFile } from './model'
import styles from './ImportDialog.module.css'

function dateRange({ dates }: ImportPreview): string | null {
  if (!dates) return null
  const { first, last } = dates
  return first === last ? formatIsoDate(first) : `${formatIsoDate(first)} to ${formatIsoDate(last)}`
}

/** What an import will do, in counts; until the date format is chosen, only what it waits for. */
export function PreviewFacts(props: { parsed: ParsedFile; preview: ImportPreview; busy: boolean }) {
  const { parsed, preview, busy } = props
  const range = dateRange(preview)
  return (
    <ul className={styles.facts} aria-busy={busy}>
      <li>Format: {parsed.formatLabel}</li>
      {range && <li>Dates: {range}</li>}
      {parsed.unread === undefined ? (
        <>
          <li>{plural(preview.fresh.length, 'transaction')} will be added.</li>
          <li>{plural(preview.duplicates, 'row')} already present will be skipped.</li>
          {preview.lists && preview.lists.categories.length + preview.lists.rules.length > 0 && (
            <li>
              {plural(preview.lists.categories.length, 'category', 'categories')} and{' '}
              {plural(preview.lists.rules.length, 'rule')} will be added.
            </li>
          )}
        </>
      ) : (
        <li>
          The dates in this file read both month first and day first: choose their date format to
          see what will be added.
        </li>
      )}
      <li>{plural(preview.refused.length, 'row')} cannot be imported and will be left out.</li>
    </ul>
  )
}
