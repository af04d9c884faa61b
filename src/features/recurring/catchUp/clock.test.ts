import { makeTestStore } from '../../../test/renderWithProviders'
import { userSignedIn } from '../../auth/authSlice'
import { selectToday } from '../../calendar/calendarSlice'
import { runCatchUpClock } from './clock'

describe('the page clock', () => {
  afterEach(() => jest.useRealTimers())

  it("moves the page's date on at local midnight and again when the page is seen", () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 31, 23, 59, 58) })
    const store = makeTestStore()
    const stop = runCatchUpClock(store)
    expect(selectToday(store.getState())).toBe('2026-03-31')
    jest.advanceTimersByTime(3_000)
    expect(selectToday(store.getState())).toBe('2026-04-01')
    // A computer asleep over midnight: its timer is late, the page is seen first.
    jest.setSystemTime(new Date(2026, 3, 3, 9, 0))
    document.dispatchEvent(new Event('visibilitychange'))
    expect(selectToday(store.getState())).toBe('2026-04-03')
    stop()
  })
})

describe("today's catch-up, whatever runs it", () => {
  afterEach(() => jest.useRealTimers())

  it("moves the page's date to the day it adds occurrences up to (a sign-in after midnight)", () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 31, 23, 59, 58) })
    const store = makeTestStore()
    // Past midnight, before any clock of the page has said so.
    jest.setSystemTime(new Date(2026, 3, 1, 0, 5))
    store.dispatch(userSignedIn({ id: 'u1', name: 'Ada' }))
    expect(selectToday(store.getState())).toBe('2026-04-01')
  })
})
