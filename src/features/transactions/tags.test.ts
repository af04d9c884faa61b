import { normaliseTags, tagsText } from './tags'

describe('normaliseTags', () => {
  it('trims, lower-cases and keeps each tag once, in the order first written', () => {
    expect(normaliseTags(' Vacation, work ,VACATION,  , Work trip')).toEqual([
      'vacation',
      'work',
      'work trip',
    ])
  })

  it('reads a stored list the same way, leaving out what is not text', () => {
    expect(normaliseTags(['Work', 3, null, ' work', 'home'])).toEqual(['work', 'home'])
  })

  it('makes nothing of an empty field', () => {
    expect(normaliseTags('')).toEqual([])
    expect(normaliseTags(' , ,')).toEqual([])
  })
})

describe('tagsText', () => {
  it('writes tags as the form shows them, and reads back the same', () => {
    expect(tagsText(['vacation', 'work'])).toBe('vacation, work')
    expect(normaliseTags(tagsText(['vacation', 'work']))).toEqual(['vacation', 'work'])
    expect(tagsText(undefined)).toBe('')
  })
})
