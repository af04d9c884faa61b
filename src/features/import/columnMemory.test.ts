import { IMPORT_COLUMNS_KEY } from '../../storage/keys'
import { storedJson } from '../../test/fixtures'
import { rememberChoices, rememberedChoices } from './columnMemory'
import type { ColumnChoice } from './model'
import type { FileFormat } from './model'

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
    rememberChoices(csv('["a","b"]', 0))
    rememberChoices(csv('["c","d"]', 1))
    rememberChoices(csv('["a","b"]', 1))
    expect(rememberedChoices()).toEqual({ '["c","d"]': choice(1), '["a","b"]': choice(1) })
  })

  it('keeps the date format chosen for another file, and nothing while none is chosen', () => {
    const ynab = { format: 'ynab', formatLabel: 'YNAB register (CSV)' } as const
    rememberChoices({ ...ynab, dateFormat: { key: '["date"]', order: null } })
    rememberChoices(ynab)
    expect(rememberedChoices()).toEqual({})
    rememberChoices({ ...ynab, dateFormat: { key: '["date"]', order: 'dmy' } })
    expect(rememberedChoices()).toEqual({ '["date"]': { dateOrder: 'dmy' } })
  })

  it('keeps the 20 latest headers', () => {
    for (let i = 0; i < 22; i += 1) rememberChoices(csv(`h${i}`, 0))
    const kept = Object.keys(storedJson(IMPORT_COLUMNS_KEY) as object)
    expect(kept).toHaveLength(20)
    expect(kept[0]).toBe('h2')
  })

  it('forgets what storage holds when it is not a map of choices', () => {
    localStorage.setItem(IMPORT_COLUMNS_KEY, '{broken')
    expect(rememberedChoices()).toEqual({})
    localStorage.setItem(IMPORT_COLUMNS_KEY, '[1]')
    expect(rememberedChoices()).toEqual({})
  })
})
