import { importColumnsKey, LEGACY_IMPORT_COLUMNS_KEY } from '../../storage/keys'
import { storedJson } from '../../test/fixtures'
import { rememberChoices, rememberedChoices } from './columnMemory'
import type { ColumnChoice } from './model'
import type { FileFormat } from './model'

const ADA = 'u1'

const choice = (date: number): ColumnChoice => ({
  date,
  description: null,
  memo: null,
  category: null,
  amount: { column: 1 },
  dateOrder: 'dmy',
})
const csv = (key: string, date: number): FileFormat => ({
  format: 'csv',
  formatLabel: 'CSV file',
  columns: { header: ['a', 'b'], key, choice: choice(date) },
})

describe('remembered choices', () => {
  it('keeps a CSV’s columns per header, the latest one for a header winning', () => {
    rememberChoices(ADA, csv('["a","b"]', 0))
    rememberChoices(ADA, csv('["c","d"]', 1))
    rememberChoices(ADA, csv('["a","b"]', 1))
    expect(rememberedChoices(ADA)).toEqual({ '["c","d"]': choice(1), '["a","b"]': choice(1) })
  })

  it('keeps the date format chosen for another file, and nothing while none is chosen', () => {
    const ynab = { format: 'ynab', formatLabel: 'YNAB register (CSV)' } as const
    rememberChoices(ADA, { ...ynab, dateFormat: { key: '["date"]', order: null } })
    rememberChoices(ADA, ynab)
    expect(rememberedChoices(ADA)).toEqual({})
    rememberChoices(ADA, { ...ynab, dateFormat: { key: '["date"]', order: 'dmy' } })
    expect(rememberedChoices(ADA)).toEqual({ '["date"]': { dateOrder: 'dmy' } })
  })

  it('keeps the 20 latest headers', () => {
    for (let i = 0; i < 22; i += 1) rememberChoices(ADA, csv(`h${i}`, 0))
    const kept = Object.keys(storedJson(importColumnsKey(ADA)) as object)
    expect(kept).toHaveLength(20)
    expect(kept[0]).toBe('h2')
  })

  it('forgets what storage holds when it is not a map of choices', () => {
    localStorage.setItem(importColumnsKey(ADA), '{broken')
    expect(rememberedChoices(ADA)).toEqual({})
    localStorage.setItem(importColumnsKey(ADA), '[1]')
    expect(rememberedChoices(ADA)).toEqual({})
  })

  // A header may be a file's first row of records (a CSV without one): never anyone else's to
  // read (UI_CONTRACT.md: nothing else may hold a copy of another user's data).
  it("are each person's own, and the shared key of earlier versions goes", () => {
    localStorage.setItem(LEGACY_IMPORT_COLUMNS_KEY, JSON.stringify({ '["3/1/2026","Rent"]': {} }))
    rememberChoices(ADA, csv('["3/1/2026","Pharmacy"]', 0))
    expect(rememberedChoices('u2')).toEqual({})
    expect(rememberedChoices(ADA)).toEqual({ '["3/1/2026","Pharmacy"]': choice(0) })
    expect(localStorage.getItem(LEGACY_IMPORT_COLUMNS_KEY)).toBeNull()
  })
})
