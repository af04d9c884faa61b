import type { DuplicateCandidate } from './duplicates'
import type { ImportRow } from './model'

/** The person's accounts as an import places rows in them. */
export interface Placement {
  /** The account chosen in the dialog. */
  target: string
  /** Where each account id a backup's row may name leads (see accountIdsAfterRestore). */
  ids: ReadonlyMap<string, string>
  /** The person's accounts, for the names an app CSV's rows give. */
  accounts: readonly { id: string; name: string }[]
}

/**
 * The rows with the account each goes to: the one a backup's row names (or the person's account
 * of its name), the one an app CSV's row names by name, else the one chosen in the dialog.
 * Every row then names an account, so the duplicate check compares like with like.
 */
export function placeRows(rows: readonly ImportRow[], placement: Placement): ImportRow[] {
  const { target, ids, accounts } = placement
  const byName = new Map(accounts.map(({ id, name }) => [name.trim().toLowerCase(), id]))
  return rows.map((row) => {
    const named = row.accountName && byName.get(row.accountName.toLowerCase())
    const account = (row.account && ids.get(row.account)) || named || target
    return row.account === account ? row : { ...row, account }
  })
}

/**
 * The account a statement of `bankAccount` went to last time: that of the transaction imported
 * from it most recently. So the next statement of that account goes there by itself, on every
 * device, with nothing stored beside the transactions.
 */
export function accountOfBank(
  stored: readonly DuplicateCandidate[],
  bankAccount: string | undefined,
): string | null {
  if (!bankAccount) return null
  let latest: DuplicateCandidate | null = null
  for (const record of stored) {
    if (record.bankAccount !== bankAccount || record.account === undefined) continue
    if (latest === null || (record.createdAt ?? '') > (latest.createdAt ?? '')) latest = record
  }
  return latest?.account ?? null
}
