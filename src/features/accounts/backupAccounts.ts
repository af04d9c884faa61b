import type { StoredRecord } from '../../storage/recordOps'
import { accountFromRecord, type Account } from './model'
import { toAccountRecord } from './records'

const sameName = (a: Pick<Account, 'name'>, b: Pick<Account, 'name'>) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase()

/** A backup's readable accounts, each id once. */
function backupAccounts(records: readonly unknown[]): Account[] {
  const seen = new Set<string>()
  return records.flatMap((record) => {
    const account = accountFromRecord(record)
    if (!account || seen.has(account.id)) return []
    seen.add(account.id)
    return [account]
  })
}

/** The backup's accounts `held` (the person's) has neither by id nor by name, as records. */
export function newFromBackup(
  held: readonly Account[],
  records: readonly unknown[],
): StoredRecord[] {
  const taken: Pick<Account, 'id' | 'name'>[] = [...held]
  const adding: StoredRecord[] = []
  for (const account of backupAccounts(records)) {
    if (taken.some((other) => other.id === account.id || sameName(other, account))) continue
    taken.push(account)
    adding.push(toAccountRecord(account))
  }
  return adding
}

/**
 * Where a backup's account id leads among the person's accounts once the backup's are
 * restored: the same id, else the person's account of the same name, else nothing (its rows
 * then go where the dialog says).
 */
export function accountIdsAfterRestore(
  held: readonly Account[],
  records: readonly unknown[],
): ReadonlyMap<string, string> {
  const ids = new Map(held.map((account) => [account.id, account.id]))
  for (const account of backupAccounts(records)) {
    if (ids.has(account.id)) continue
    const named = held.find((other) => sameName(other, account))
    ids.set(account.id, named?.id ?? account.id)
  }
  return ids
}
