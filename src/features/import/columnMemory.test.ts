import { IMPORT_COLUMNS_KEY } from '../../storage/keys'
import { storedJson } from '../../test/fixtures'
import { rememberColumns, rememberedColumns } from './columnMemory'
import type { ColumnChoice } from './genericCsv'

const choice = (date: number): ColumnChoice => ({
  date,
  description: null,
  memo: null,
  category: null,
  amount: { column: 1 },
  dateOrder: 'dmy',
})

describe('remembered column choices', () => {
  it('keeps a choice per header, the latest one for a header winning', () => {
    rememberColumns('["a","b"]', choice(0))
    rememberColumns('["c","d"]', choice(1))
    rememberColumns('["a","b"]', choice(1))
    expect(rememberedColumns()).toEqual({ '["c","d"]': choice(1), '["a","b"]': choice(1) })
  })

  it('keeps the 20 latest headers', () => {
    for (let i = 0; i < 22; i += 1) rememberColumns(`h${i}`, choice(0))
    const kept = Object.keys(storedJson(IMPORT_COLUMNS_KEY) as object)
    expect(kept).toHaveLength(20)
    expect(kept[0]).toBe('h2')
  })

  it('forgets what storage holds when it is not a map of choices', () => {
    localStorage.setItem(IMPORT_COLUMNS_KEY, '{broken')
    expect(rememberedColumns()).toEqual({})
    localStorage.setItem(IMPORT_COLUMNS_KEY, '[1]')
    expect(rememberedColumns()).toEqual({})
  })
})
