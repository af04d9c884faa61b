import { whenPageIdle } from './pageIdle'

/** The document as it is while its scripts and stylesheets still download. */
function pageStillLoading() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
  return () => {
    Reflect.deleteProperty(document, 'readyState')
    window.dispatchEvent(new Event('load'))
  }
}

/** A requestIdleCallback whose idle moment the test calls. */
function idleCallbacks() {
  const waiting = new Map<number, () => void>()
  let next = 1
  Object.assign(window, {
    requestIdleCallback: (callback: () => void) => {
      waiting.set(next, callback)
      return next++
    },
    cancelIdleCallback: (handle: number) => waiting.delete(handle),
  })
  return {
    waiting: () => waiting.size,
    beIdle: () => {
      for (const callback of waiting.values()) callback()
      waiting.clear()
    },
  }
}

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState')
  Reflect.deleteProperty(window, 'requestIdleCallback')
  Reflect.deleteProperty(window, 'cancelIdleCallback')
})

it('waits for the page to load, then for an idle moment', () => {
  const idle = idleCallbacks()
  const finishLoading = pageStillLoading()
  const work = jest.fn()
  whenPageIdle(work)

  expect(idle.waiting()).toBe(0)
  finishLoading()
  expect(work).not.toHaveBeenCalled()
  idle.beIdle()
  expect(work).toHaveBeenCalledTimes(1)
})

it('waits only for an idle moment on a page that has loaded', () => {
  const idle = idleCallbacks()
  const work = jest.fn()
  whenPageIdle(work)
  expect(work).not.toHaveBeenCalled()
  idle.beIdle()
  expect(work).toHaveBeenCalledTimes(1)
})

it('does nothing once cancelled, before or after the load', () => {
  const idle = idleCallbacks()
  const finishLoading = pageStillLoading()
  const beforeLoad = jest.fn()
  const afterLoad = jest.fn()
  whenPageIdle(beforeLoad)()
  const cancelAfterLoad = whenPageIdle(afterLoad)
  finishLoading()
  cancelAfterLoad()
  idle.beIdle()
  expect(beforeLoad).not.toHaveBeenCalled()
  expect(afterLoad).not.toHaveBeenCalled()
})

it('falls back to a timer where the browser has no idle callbacks', () => {
  jest.useFakeTimers()
  try {
    const work = jest.fn()
    whenPageIdle(work)
    jest.advanceTimersByTime(999)
    expect(work).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledTimes(1)
  } finally {
    jest.useRealTimers()
  }
})
