import type { CsvRow } from './csv'
import type { ImportCandidate } from './importPlan'

export function candidatesFromCsv(
  rows: readonly { line: number; row: CsvRow }[],
): ImportCandidate[] {
  return rows.map(({ line, row }) => ({ line, fields: row }))
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/** Records of a JSON backup, read leniently (a number amount is fine) before the form's checks. */
export function candidatesFromRecords(records: readonly unknown[]): ImportCandidate[] {
  return records.map((value, index) => {
    const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
      string,
      unknown
    >
    const id = text(record.id)
    const createdAt = text(record.createdAt)
    return {
      line: index + 1,
      fields: {
        date: text(record.date),
        type: text(record.type),
        category: text(record.category),
        description: text(record.description),
        amount: text(record.amount),
      },
      identity: id && createdAt ? { id, createdAt } : undefined,
    }
  })
}
