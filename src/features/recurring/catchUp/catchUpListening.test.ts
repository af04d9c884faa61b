import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { REHYDRATE } from 'redux-persist'
import { PERSIST_KEY } from '../../../collections/persist'
import { lazyChunk } from '../../../components/lazyChunk'
import type { AppStartListening, AppThunk } from '../../../store/types'
import authSlice, { userSignedIn } from '../../auth/authSlice'
import calendarSlice, { selectToday } from '../../calendar/calendarSlice'
import { catchUpSlice } from './catchUpSlice'
import { startCatchUpListening, type CatchUpRunsSource } from './catchUpListening'
import { clockTicked, runCatchUpClock } from './clock'

type Runs = ReturnType<typeof notingRuns>

/** Runs that note each time they are dispatched. */
function notingRuns(ran: string[]) {
  const noting =
    (name: string): (() => AppThunk) =>
    () =>
    () => {
      ran.push(name)
    }
  return { catchUpToday: noting('today'), catchUpAfterSync: noting('afterSync') }
}

/** A store with the catch-up's listeners, Ada signed in unless `signedOut`. */
function storeWith(source: CatchUpRunsSource, { signedOut = false } = {}) {
  const listeners = createListenerMiddleware()
  const store = configureStore({
    reducer: {
      [authSlice.reducerPath]: authSlice.reducer,
      [catchUpSlice.reducerPath]: catchUpSlice.reducer,
      [calendarSlice.reducerPath]: calendarSlice.reducer,
    },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  })
  if (!signedOut) store.dispatch(userSignedIn({ id: 'u1', name: 'Ada' }))
  startCatchUpListening(listeners.startListening as AppStartListening, source)
  return store
}

/** The person's rules read from storage (sessionListener's REHYDRATE at a sign-in). */
const rulesLoaded = () => ({ type: REHYDRATE, key: PERSIST_KEY, payload: { recurring: [] } })

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the catch-up's runs, fetched with the signed-in pages", () => {
  it('run in the task of their reason once their code is in', async () => {
    const ran: string[] = []
    const chunk = lazyChunk(() => Promise.resolve(notingRuns(ran)))
    await chunk.load()
    const store = storeWith(chunk)
    store.dispatch(clockTicked())
    expect(ran).toEqual(['afterSync'])
  })

  it('run as soon as their code arrives when a reason comes before it', async () => {
    const ran: string[] = []
    let arrive = () => {}
    const chunk = lazyChunk(
      () => new Promise<Runs>((resolve) => (arrive = () => resolve(notingRuns(ran)))),
    )
    const store = storeWith(chunk)
    store.dispatch(clockTicked())
    await settled()
    expect(ran).toEqual([])
    arrive()
    await settled()
    expect(ran).toEqual(['afterSync'])
  })

  it('are held when their code could not be fetched, and run once when a later fetch brings it', async () => {
    const ran: string[] = []
    const fetch = jest
      .fn<Promise<Runs>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(notingRuns(ran))
    const store = storeWith(lazyChunk(fetch))
    store.dispatch(clockTicked())
    await settled()
    expect(ran).toEqual([])
    store.dispatch(clockTicked())
    await settled()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(ran).toEqual(['afterSync'])
  })

  it('run for the rules loaded at sign-in once anyone’s fetch brings their code (the next screen’s)', async () => {
    const ran: string[] = []
    let online = false
    const chunk = lazyChunk(() =>
      online ? Promise.resolve(notingRuns(ran)) : Promise.reject(new Error('offline')),
    )
    const store = storeWith(chunk)
    store.dispatch(rulesLoaded())
    await settled()
    expect(ran).toEqual([])
    online = true
    await chunk.load()
    expect(ran).toEqual(['today'])
  })

  it('are neither run nor fetched while no one is signed in (the sign-in page)', async () => {
    const ran: string[] = []
    const fetch = jest.fn(() => Promise.resolve(notingRuns(ran)))
    const store = storeWith(lazyChunk(fetch), { signedOut: true })
    store.dispatch(clockTicked())
    store.dispatch(rulesLoaded())
    await settled()
    expect(fetch).not.toHaveBeenCalled()
    expect(ran).toEqual([])
  })
})

describe("the page's date, whether the runs' code is in or not", () => {
  afterEach(() => jest.useRealTimers())

  const neverComes = () => lazyChunk(() => new Promise<Runs>(() => undefined))
  const cannotBeFetched = () => lazyChunk(() => Promise.reject<Runs>(new Error('offline')))

  it('moves on at midnight on a signed-in page whose code could not be fetched', async () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 31, 23, 59, 58) })
    const store = storeWith(cannotBeFetched())
    const stop = runCatchUpClock(store)
    jest.advanceTimersByTime(3_000)
    stop()
    expect(selectToday(store.getState())).toBe('2026-04-01')
  })

  it('is today for someone signed in (from another tab) after a midnight passed on the sign-in page', () => {
    jest.useFakeTimers({ now: new Date(2026, 2, 31, 23, 59, 58) })
    const store = storeWith(neverComes(), { signedOut: true })
    const stop = runCatchUpClock(store)
    jest.advanceTimersByTime(3_000)
    store.dispatch(userSignedIn({ id: 'u1', name: 'Ada' }))
    store.dispatch(rulesLoaded())
    stop()
    expect(selectToday(store.getState())).toBe('2026-04-01')
  })
})
