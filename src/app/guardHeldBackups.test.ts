import { logOut } from '../features/auth/authThunks'
import { discardBackup } from '../storage/backups'
import { seedSession } from '../test/fixtures'
import { makeReadyStore } from '../test/renderWithProviders'
import { guardHeldBackups } from './guardHeldBackups'

const person = { id: '1700000000000', name: 'Ada' }
const key = `transactions_${person.id}`

function closeTab(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('guardHeldBackups', () => {
  let unguard = () => {}
  afterEach(() => {
    unguard()
    jest.restoreAllMocks()
    discardBackup(`${key}.backup`)
  })

  it('asks before the tab closes while unreadable data is held only in memory, signed out too', async () => {
    seedSession(person)
    localStorage.setItem(key, '{"not":"an array"}')
    const setItem = Storage.prototype.setItem
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      if (k.includes('.backup')) throw new DOMException('full', 'QuotaExceededError')
      setItem.call(this, k, v)
    })
    const { store } = await makeReadyStore()
    unguard = guardHeldBackups()

    expect(localStorage.getItem(key)).toBe('{"not":"an array"}')
    expect(closeTab()).toBe(true)
    store.dispatch(logOut())
    expect(closeTab()).toBe(true)
  })

  it('lets the tab close when nothing is held', async () => {
    seedSession(person)
    localStorage.setItem(key, '[]')
    await makeReadyStore()
    unguard = guardHeldBackups()
    expect(closeTab()).toBe(false)
  })
})
