import { bankKeyOf } from '../transactions'
import type { ImportRow } from './model'

/** What an import compares with: any stored transaction (the Transaction type fits as it is). */
export interface DuplicateCandidate {
  date: string
  type: 'income' | 'expense'
  amountCents: number
  category: string
  description: string
  bankId?: string
  bankAccount?: string
  /** A stored record's id, compared with the ids a JSON backup brings along. */
  id?: string
  /** The app account it is in (resolved: SPEC.md's records are in the first account). */
  account?: string
  createdAt?: string
}

function signedCents(row: DuplicateCandidate | ImportRow): number {
  return row.type === 'income' ? row.amountCents : -row.amountCents
}

/** Within one app account: the same coffee on the same day in two accounts is two coffees. */
function contentKey(row: DuplicateCandidate | ImportRow): string {
  return `${row.account ?? ''}\u0000${row.date}\u0000${signedCents(row)}\u0000${row.description}`
}

/** A bank id where a bank account is missing on one side: only the same app account (the one
 * chosen in the dialog stands for the file's bank account), day and signed amount make it the
 * same transaction, since another account may use the same FITID. */
function fitIdKey(row: DuplicateCandidate | ImportRow): string {
  return `${row.account ?? ''}\u0000${row.bankId}\u0000${row.date}\u0000${signedCents(row)}`
}

/** A record under its id, all its fields included: the same record again, where one with other
 * fields is another copy of that id. */
function recordKey(id: string, row: DuplicateCandidate | ImportRow): string {
  return `${id}\u0000${row.category}\u0000${contentKey(row)}`
}

/** Existing records not yet matched, handed out one at a time. */
class Pool {
  private readonly lists = new Map<string, number[]>()
  private readonly cursors = new Map<string, number>()

  constructor(private readonly used: Uint8Array) {}

  add(key: string, index: number): void {
    const list = this.lists.get(key)
    if (list) list.push(index)
    else this.lists.set(key, [index])
  }

  /** The next unused record under `key`, marked used; the cursor only moves forward, so all
   * takes together cost O(records). */
  take(key: string): boolean {
    const list = this.lists.get(key)
    if (!list) return false
    let cursor = this.cursors.get(key) ?? 0
    while (cursor < list.length && this.used[list[cursor]]) cursor += 1
    this.cursors.set(key, cursor + 1)
    if (cursor >= list.length) return false
    this.used[list[cursor]] = 1
    return true
  }
}

/**
 * Leaves out the incoming rows already present. A row is present when an existing record is the
 * same bank transaction (the same account and FITID, see bankKey.ts; where either side has no
 * account, as records imported before accounts were kept, the same FITID, day and signed
 * amount), or has the same id (a JSON backup), or else the same date, signed amount and
 * description, unless both carry bank ids, which then differ: two coffees of the same price on
 * the same day are two transactions to a bank, and so are two accounts' rows with one FITID.
 *
 * Each existing record absorbs at most one incoming row, so two genuinely equal rows in a file
 * both arrive in an empty list, and importing the same file again adds nothing. Older data holds
 * several records with one id (Transaction.copy) and a backup writes each, so a backup's record is
 * matched to a stored record of its id and fields first, then to one of its id changed since; a
 * second record with the id and fields of one before it in the file is the same record again.
 * O(n) in both lists.
 */
export function splitNewRows(
  existing: readonly DuplicateCandidate[],
  incoming: readonly ImportRow[],
): { fresh: ImportRow[]; duplicates: number } {
  const used = new Uint8Array(existing.length)
  const byBankKey = new Pool(used)
  const byFitId = new Pool(used)
  const byFitIdWithoutAccount = new Pool(used)
  const byRecord = new Pool(used)
  const byId = new Pool(used)
  const byContent = new Pool(used)
  const byContentWithoutBankId = new Pool(used)
  existing.forEach((record, index) => {
    const bankKey = bankKeyOf(record)
    if (bankKey) byBankKey.add(bankKey, index)
    if (record.bankId) byFitId.add(fitIdKey(record), index)
    if (record.bankId && !bankKey) byFitIdWithoutAccount.add(fitIdKey(record), index)
    if (record.id) {
      byRecord.add(recordKey(record.id, record), index)
      byId.add(record.id, index)
    }
    byContent.add(contentKey(record), index)
    if (!record.bankId) byContentWithoutBankId.add(contentKey(record), index)
  })

  // Ids first, so a record is not taken by a look-alike before the row that is really it; and
  // the same record before a changed one, so one copy of an id does not take another's place.
  const seenRecords = new Set<string>()
  const sameBankRow = (row: ImportRow) => {
    const bankKey = bankKeyOf(row)
    if (!bankKey) return byFitId.take(fitIdKey(row))
    return byBankKey.take(bankKey) || byFitIdWithoutAccount.take(fitIdKey(row))
  }
  const matchedById = incoming.map((row) => {
    if (row.bankId && sameBankRow(row)) return true
    if (!row.identity) return false
    const key = recordKey(row.identity.id, row)
    const repeated = seenRecords.has(key)
    seenRecords.add(key)
    return repeated || byRecord.take(key)
  })
  incoming.forEach((row, index) => {
    if (!matchedById[index] && row.identity && byId.take(row.identity.id)) {
      matchedById[index] = true
    }
  })
  const fresh = incoming.filter((row, index) => {
    if (matchedById[index]) return false
    const pool = row.bankId ? byContentWithoutBankId : byContent
    return !pool.take(contentKey(row))
  })
  return { fresh, duplicates: incoming.length - fresh.length }
}
