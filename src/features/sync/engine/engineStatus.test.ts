import type { SyncStatus } from '../syncSlice'
import { engineStatus } from './engineStatus'

function reported() {
  const said: SyncStatus[] = []
  return { said, status: engineStatus((status) => said.push(status)) }
}

describe('what the engine reports', () => {
  it('passes replication’s status on while every document opens', () => {
    const { said, status } = reported()
    for (const each of ['connecting', 'syncing', 'upToDate', 'offline'] as const)
      status.report(each)
    expect(said).toEqual(['connecting', 'syncing', 'upToDate', 'offline'])
  })

  it('says "Sync error" at once when a box does not open, and over Syncing and Up to date until it opens again', () => {
    const { said, status } = reported()
    status.refused('transactions:a', true)
    status.report('syncing')
    status.report('upToDate')
    // Offline still says so: the connection's state is not hidden by the error.
    status.report('offline')
    // A second refusal of the same document says nothing new.
    status.refused('transactions:a', true)
    status.refused('transactions:a', false)
    status.report('upToDate')
    expect(said).toEqual(['error', 'error', 'error', 'offline', 'upToDate'])
  })

  it('keeps the keys’ reason over anything replication says until the keys agree again', () => {
    const { said, status } = reported()
    status.keysStopped('wrongPassphrase')
    status.report('upToDate')
    status.refused('transactions:a', true)
    status.keysStopped(null)
    status.report('connecting')
    expect(said).toEqual(['wrongPassphrase', 'wrongPassphrase', 'wrongPassphrase', 'connecting'])
  })
})
