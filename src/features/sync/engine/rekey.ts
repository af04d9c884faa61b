import {
  KEY_CHECK_ID,
  makeKeyCheck,
  openKeyCheck,
  previousKeyCheck,
  readKeyCheck,
  type KeyCheckDoc,
  type Keyring,
} from '../crypto/keyCheck'
import type { DocCodec } from './docCodec'
import { openServerDatabase, workerCodec } from './pouch'
import type { BulkResult, Change, Database, PouchDoc } from './pouchApi'

export type Rekeyed =
  | { kind: 'changed'; keyring: Keyring }
  /** The server has the new keys, but not every document moved to them yet: changing again
   * from the old passphrase to the new one finishes the move. */
  | { kind: 'interrupted'; keyring: Keyring }
  | { kind: 'wrongPassphrase' }
  /** An earlier change has not finished, and these are not its two passphrases. */
  | { kind: 'unfinished' }
  | { kind: 'offline' }
  | { kind: 'error' }

const BATCH = 500

/**
 * A passphrase change: every document on the server sealed again under new keys (new salt, so
 * new ids too), the old ones deleted without a box (a deletion no device applies).
 *
 * The new key check is written first, naming the keys it replaces, so a device that then meets
 * a document its keys cannot open knows it needs the new passphrase rather than taking it for
 * tampering; the name goes once every document has moved. Until then a change cut off (the
 * connection lost, the tab closed) is taken up again by changing from the same old passphrase
 * to the same new one, on any device: the move seals again only what the old keys still open.
 */
export async function changeKeys(
  base: string,
  username: string,
  current: string,
  next: string,
): Promise<Rekeyed> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' }
  const remote = openServerDatabase(base, username)
  let begun: Move | null = null
  try {
    const stored = readKeyCheck(await remote.get(KEY_CHECK_ID))
    if (!stored) return { kind: 'error' }
    const move = await beginMove(remote, stored, current, next)
    if ('refused' in move) return { kind: move.refused }
    begun = move
    await moveDocuments(remote, workerCodec(move.from), workerCodec(move.to))
    await remote.put({ ...move.to.doc, _rev: move.rev })
    return { kind: 'changed', keyring: move.to }
  } catch (error) {
    if (begun) return { kind: 'interrupted', keyring: begun.to }
    const status = (error as { status?: number } | null)?.status
    return status === undefined || status === 0 ? { kind: 'offline' } : { kind: 'error' }
  } finally {
    await remote.close().catch(() => undefined)
  }
}

/** The keys the documents move from and to, and the revision of the key check naming both. */
interface Move {
  from: Keyring
  to: Keyring
  rev: string
}

/**
 * A move begun now (the new key check written, naming the old keys), or the one an earlier
 * change began, taken up again when these are its passphrases.
 */
async function beginMove(
  remote: Database,
  stored: KeyCheckDoc,
  current: string,
  next: string,
): Promise<Move | { refused: 'wrongPassphrase' | 'unfinished' }> {
  const previous = previousKeyCheck(stored)
  if (previous) {
    const [from, to] = await Promise.all([
      openKeyCheck(previous, current),
      openKeyCheck(stored, next),
    ])
    return from && to && stored._rev ? { from, to, rev: stored._rev } : { refused: 'unfinished' }
  }
  const from = await openKeyCheck(stored, current)
  if (!from) return { refused: 'wrongPassphrase' }
  const made = await makeKeyCheck(next)
  const { salt, iterations, check } = stored
  const { rev } = await remote.put({
    ...made.doc,
    previous: { salt, iterations, check },
    _rev: stored._rev,
  })
  return { from, to: made.keyring, rev }
}

/**
 * Seals again under `to` every revision `from` opens, in batches, then reads what changed
 * meanwhile (a device still on the old keys may have sent something) and moves that, until
 * nothing the old keys open is left.
 */
async function moveDocuments(remote: Database, from: DocCodec, to: DocCodec): Promise<void> {
  let since: number | string = 0
  for (;;) {
    const { results, last_seq } = await remote.changes({
      since,
      include_docs: true,
      style: 'all_docs',
    })
    // After the first round, what changed is an old-keys device's edit of a revision already
    // moved: it moves with its history, so it follows that revision instead of standing
    // beside it as a conflict the devices would settle by clock.
    const withHistory = since !== 0
    let moved = 0
    for (let start = 0; start < results.length; start += BATCH) {
      const batch = results.slice(start, start + BATCH)
      moved += await moveBatch(remote, batch, withHistory, from, to)
    }
    if (moved === 0) return
    since = last_seq
  }
}

/**
 * One batch of changes: each revision the old keys open (every leaf of a conflict, not only
 * the winner) is written under its new id with the same revision, so a conflict stays one for
 * the devices to settle as before, and a batch written twice (a move taken up again) is written
 * once; then each old revision gets a bare deletion. Returns how many moved.
 */
async function moveBatch(
  remote: Database,
  changes: Change[],
  withHistory: boolean,
  from: DocCodec,
  to: DocCodec,
): Promise<number> {
  const revisions = (
    await Promise.all(changes.map((change) => leavesOf(remote, change, withHistory)))
  ).flat()
  const opened = await Promise.all(revisions.map((doc) => from.open(doc)))
  const moving = revisions.flatMap((stored, i) => {
    const result = opened[i]
    return result.kind === 'doc' ? [{ stored, plain: result.doc }] : []
  })
  if (moving.length === 0) return 0
  // Sealed with its revision (`_rev` stays outside the box), and its history when read.
  const sealed = await Promise.all(
    moving.map(async ({ stored, plain }) => {
      const doc = await to.seal(plain)
      return stored._revisions ? { ...doc, _revisions: stored._revisions } : doc
    }),
  )
  await written(remote.bulkDocs(sealed, { new_edits: false }))
  const deleted = await remote.bulkDocs(
    moving.map(({ stored }) => ({ _id: stored._id, _rev: stored._rev, _deleted: true })),
  )
  // A revision extended meanwhile (a conflict) is no longer a leaf: its successor moves in the
  // next round. Any other refusal of them all would make no progress.
  const progressed = (result: BulkResult) => 'ok' in result || result.status === 409
  if (!deleted.some(progressed)) throw new Error('no old revision deleted')
  return moving.length
}

/** Every leaf revision a change names: the one it carries, or, for a conflict or when asked
 * for their history, all of them read again with it (`_revisions`). */
async function leavesOf(
  remote: Database,
  change: Change,
  withHistory: boolean,
): Promise<PouchDoc[]> {
  if (change.changes.length <= 1 && !withHistory) return change.doc ? [change.doc] : []
  const leaves = await remote.get(change.id, { open_revs: 'all', revs: true })
  return leaves.flatMap((leaf) => leaf.ok ?? [])
}

async function written(results: ReturnType<Database['bulkDocs']>): Promise<void> {
  const failed = (await results).find((result) => 'error' in result)
  if (failed) throw Object.assign(new Error(`not written: ${failed.id}`), failed)
}
