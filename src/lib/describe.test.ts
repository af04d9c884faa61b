import { descriptionOr } from './describe'

describe('descriptionOr', () => {
  it('shows a description as it is, spaces inside kept', () => {
    expect(descriptionOr(' Lunch  with Ann ', '-')).toBe(' Lunch  with Ann ')
  })

  it.each(['', '   ', '\n\t '])('shows the stand-in for %p', (description) => {
    expect(descriptionOr(description, 'Food')).toBe('Food')
  })
})
