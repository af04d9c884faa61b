import type { CollectionName } from '../../storage/keys'
import type { Engine, EngineOptions } from './engine/engine'
import type { SyncStatus } from './syncSlice'

type Message = { type: 'status'; status: SyncStatus } | { type: 'ask' } | { type: 'syncNow' }

interface Running {
  ownerId: string
  stop(): void
  syncNow(): void
  localChanged(name: CollectionName): void
}

let running: Running | null = null

/**
 * Runs sync for the signed-in local account in exactly one tab: the tab holding a Web Lock
 * named after the account loads PouchDB (its own chunk, fetched only now) and replicates; the
 * others show its status through a BroadcastChannel and forward "Sync now" to it. When that tab
 * closes, the next one takes over.
 */
export function runSync(options: EngineOptions): void {
  stopSync()
  const { ownerId, report } = options
  const channel = new BroadcastChannel(`finance-tracker-sync:${ownerId}`)
  const abort = new AbortController()
  let engine: Engine | null = null
  let lastStatus: SyncStatus = 'connecting'

  const tell = (status: SyncStatus) => {
    lastStatus = status
    report(status)
    channel.postMessage({ type: 'status', status } satisfies Message)
  }
  const stopped = () => new Promise((resolve) => abort.signal.addEventListener('abort', resolve))
  /** The engine's code, fetched only now. Without it (the connection went before the service
   * worker kept the app) the status would say "Connecting…" for ever, and the recurring
   * catch-up, which waits while it does, would never run: it says Offline, and tries again
   * once the browser is back online. */
  const engineCode = async (): Promise<typeof import('./engine/engine') | null> => {
    while (!abort.signal.aborted) {
      try {
        return await import(/* webpackChunkName: "sync" */ './engine/engine')
      } catch {
        tell('offline')
        await Promise.race([
          new Promise((resolve) => window.addEventListener('online', resolve, { once: true })),
          stopped(),
        ])
      }
    }
    return null
  }

  const lead = async () => {
    const code = await engineCode()
    if (!code || abort.signal.aborted) return
    const started = await code.startEngine({ ...options, report: tell })
    engine = started
    if (!abort.signal.aborted) await stopped()
    await started.stop()
    engine = null
  }

  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    if (engine && data.type === 'ask') channel.postMessage({ type: 'status', status: lastStatus })
    else if (engine && data.type === 'syncNow') engine.syncNow()
    else if (!engine && data.type === 'status') report(data.status)
  }
  channel.postMessage({ type: 'ask' } satisfies Message)

  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (locks) {
    locks
      .request(`finance-tracker-sync:${ownerId}`, { signal: abort.signal }, lead)
      .catch(() => undefined)
  } else void lead()

  running = {
    ownerId,
    stop() {
      abort.abort()
      channel.close()
    },
    syncNow: () => (engine ? engine.syncNow() : channel.postMessage({ type: 'syncNow' })),
    localChanged: (name) => engine?.localChanged(name),
  }
}

export function stopSync(): void {
  running?.stop()
  running = null
}

export function syncNowEverywhere(): void {
  running?.syncNow()
}

export function noteLocalChange(name: CollectionName): void {
  running?.localChanged(name)
}
