import { splitPairs } from '../../storage/partners'
import {
  applyOps,
  indexByIdentity,
  type Identity,
  type RecordOp,
  type StoredRecord,
} from '../../storage/recordOps'
import type { Reconciled } from './reconcile'

/** The identities an operation writes or removes. */
function touched(op: RecordOp, identity: Identity): string[] {
  switch (op.type) {
    case 'add':
    case 'insert':
      return [identity.of(op.record) ?? '']
    case 'replace':
      return [op.identity, identity.of(op.record) ?? '']
    case 'patch':
    case 'remove':
      return [op.identity]
  }
}

/** Whether any operation adds, replaces or removes a record kept in a pair. */
function touchesPairs(
  ops: readonly RecordOp[],
  local: readonly StoredRecord[],
  identity: Identity,
) {
  const paired = (record: StoredRecord | undefined) =>
    record !== undefined && identity.partner?.(record) != null
  let byIdentity: Map<string, number> | null = null
  const stored = (name: string) => {
    byIdentity ??= indexByIdentity(local, identity)
    const index = byIdentity.get(name)
    return index === undefined ? undefined : local[index]
  }
  return ops.some(
    (op) =>
      ('record' in op && paired(op.record)) || ('identity' in op && paired(stored(op.identity))),
  )
}

/**
 * The replica's changes without those that would show one half of a pair without the other (a
 * transfer whose other half has not arrived yet, or has not changed or gone yet): replication
 * brings documents one by one. They are held back until the other half's change is there too;
 * their keys are left out of `agreed`, so the next reconciliation decides them again, as for a
 * change that has just arrived. Pushes are untouched: what this device sends it wrote whole.
 */
export function keepPairsTogether(
  result: Reconciled,
  local: readonly StoredRecord[],
  identity: Identity,
): Reconciled {
  if (!identity.partner || !touchesPairs(result.storageOps, local, identity)) return result
  let ops = result.storageOps
  for (;;) {
    const applied = applyOps(local, ops, identity)
    // Ops that do not apply fail as a whole when written: nothing to hold back here.
    if (!applied.ok) return result
    const names = ops.flatMap((op) => touched(op, identity))
    const split = splitPairs(local, applied.records, identity, names)
    if (split.size === 0) break
    ops = ops.filter((op) => !touched(op, identity).some((name) => split.has(name)))
  }
  if (ops.length === result.storageOps.length) return result
  const kept = new Set(ops)
  const held = new Set(
    result.storageOps.filter((op) => !kept.has(op)).flatMap((op) => touched(op, identity)),
  )
  return {
    ...result,
    storageOps: ops,
    agreed: result.agreed.filter((key) => !held.has(key)),
  }
}
