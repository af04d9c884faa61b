import type { SyncStatus } from '../syncSlice'

/**
 * What the engine reports over what replication says. While the server's keys stop the engine,
 * why they do: that stands over whatever the documents replication brought before it stopped
 * say (sealed with keys this engine lacks, they do not open). While any document's box does not
 * open, "Sync error" in place of Syncing or Up to date.
 */
export function engineStatus(report: (status: SyncStatus) => void) {
  const refused = new Set<string>()
  let keysStopped: SyncStatus | null = null
  const say = (status: SyncStatus) =>
    report(
      keysStopped ??
        (refused.size > 0 && (status === 'syncing' || status === 'upToDate') ? 'error' : status),
    )
  return {
    report: say,
    /** Document `id`'s box does not open (`now`), or opens again. */
    refused(id: string, now: boolean) {
      const before = refused.size
      if (now) refused.add(id)
      else refused.delete(id)
      if (refused.size > before) say('error')
    },
    /** Why the keys stop the engine, said at once; null once they agree again. */
    keysStopped(status: SyncStatus | null) {
      keysStopped = status
      if (status) say(status)
    },
  }
}
