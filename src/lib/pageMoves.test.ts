import { mayHaveMoved, watchPageMoves } from './pageMoves'

test('a page is known not to have moved only from the start of watching to its first move', () => {
  expect(mayHaveMoved()).toBe(true)
  watchPageMoves()
  expect(mayHaveMoved()).toBe(false)
  window.dispatchEvent(new Event('resize'))
  expect(mayHaveMoved()).toBe(true)
})
