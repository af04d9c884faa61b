import { previewImport } from './importPreview'
import type { ImportRow, ParsedFile } from './model'

const row = (date: string, description: string, fields: Partial<ImportRow> = {}): ImportRow => ({
  date,
  type: 'expense',
  amountCents: 100,
  category: 'Misc',
  description,
  ...fields,
})

function file(rows: ImportRow[]): ParsedFile {
  return {
    format: 'ofx',
    formatLabel: 'OFX bank statement',
    rows,
    refused: [{ line: 3, messages: ['x'] }],
  }
}

describe('previewImport', () => {
  it('counts new, present and refused rows, and spans the file’s dates', () => {
    const rows = [row('2026-03-05', 'B'), row('2026-02-27', 'A'), row('2026-03-31', 'C')]
    const preview = previewImport(file(rows), [{ ...rows[0] }])
    expect(preview).toEqual({
      fresh: [rows[1], rows[2]],
      duplicates: 1,
      refused: [{ line: 3, messages: ['x'] }],
      dates: { first: '2026-02-27', last: '2026-03-31' },
    })
  })

  it('has no dates when no row is readable', () => {
    expect(previewImport(file([]), []).dates).toBeNull()
  })
})
