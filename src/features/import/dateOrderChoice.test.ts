import { dateOrderFor } from './dateOrderChoice'

describe('dateOrderFor', () => {
  const twoWays = ['05/03/2026', '06/03/2026']

  it('reads dates that settle their order in it, without asking, whatever was chosen', () => {
    expect(dateOrderFor(['13/03/2026', ...twoWays], 'mdy', { dateOrder: 'mdy' })).toEqual({
      order: 'dmy',
      asked: false,
    })
  })

  it('asks for dates that read two ways, and reads none until one is chosen', () => {
    expect(dateOrderFor(twoWays, undefined, undefined)).toEqual({ order: null, asked: true })
  })

  it('takes the person’s choice, else the one remembered for the header', () => {
    expect(dateOrderFor(twoWays, 'dmy', { dateOrder: 'mdy' })).toEqual({
      order: 'dmy',
      asked: true,
    })
    expect(dateOrderFor(twoWays, undefined, { dateOrder: 'dmy' })).toEqual({
      order: 'dmy',
      asked: true,
    })
  })

  it.each([null, 'dmy', { dateOrder: 'ymd' }, { dateOrder: 'x' }, [1]])(
    'ignores a remembered %p that is no day-or-month-first choice',
    (remembered) => {
      expect(dateOrderFor(twoWays, undefined, remembered).order).toBeNull()
    },
  )
})
