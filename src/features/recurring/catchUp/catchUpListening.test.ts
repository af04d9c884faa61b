import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import type { AppStartListening, AppThunk } from '../../../store/types'
import authSlice, { userSignedIn } from '../../auth/authSlice'
import { catchUpSlice } from './catchUpSlice'
import { startCatchUpListening, type CatchUpRunsSource } from './catchUpListening'
import { clockTicked } from './clock'

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
    },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware),
  })
  if (!signedOut) store.dispatch(userSignedIn({ id: 'u1', name: 'Ada' }))
  startCatchUpListening(listeners.startListening as AppStartListening, source)
  return store
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the catch-up's runs, fetched with the signed-in pages", () => {
  it('run in the task of their reason once their code is in', () => {
    const ran: string[] = []
    const runs = notingRuns(ran)
    const store = storeWith({ current: () => runs, load: () => Promise.resolve(runs) })
    store.dispatch(clockTicked())
    expect(ran).toEqual(['afterSync'])
  })

  it('run as soon as their code arrives when a reason comes before it', async () => {
    const ran: string[] = []
    const runs = notingRuns(ran)
    let arrive = () => {}
    const arrived = new Promise<typeof runs>((resolve) => (arrive = () => resolve(runs)))
    const store = storeWith({ current: () => null, load: () => arrived })
    store.dispatch(clockTicked())
    await settled()
    expect(ran).toEqual([])
    arrive()
    await settled()
    expect(ran).toEqual(['afterSync'])
  })

  it('are neither run nor fetched while no one is signed in (the sign-in page)', async () => {
    const ran: string[] = []
    const runs = notingRuns(ran)
    const load = jest.fn(() => Promise.resolve(runs))
    const store = storeWith({ current: () => null, load }, { signedOut: true })
    store.dispatch(clockTicked())
    await settled()
    expect(load).not.toHaveBeenCalled()
    expect(ran).toEqual([])
  })

  it('are asked for again by the next reason when their code could not be fetched', async () => {
    const ran: string[] = []
    const runs = notingRuns(ran)
    const load = jest
      .fn<Promise<typeof runs>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(runs)
    const store = storeWith({ current: () => null, load })
    store.dispatch(clockTicked())
    await settled()
    expect(ran).toEqual([])
    store.dispatch(clockTicked())
    await settled()
    expect(load).toHaveBeenCalledTimes(2)
    expect(ran).toEqual(['afterSync'])
  })
})
