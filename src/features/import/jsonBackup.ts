import { centsToDecimal, parseStoredAmount } from '../../lib/money'
import type { BackupLists } from '../categories'
import { BACKUP_FORMAT, type JsonBackup } from '../export'
import { normaliseTags, SPLIT_CATEGORY, tagsText, type LineValues } from '../transactions'
import type { FormCandidate } from './candidates'
import type { KeptFields } from './model'

export type JsonBackupResult =
  | { ok: true; records: unknown[]; lists: BackupLists; accounts?: unknown[] }
  | { ok: false; message: string }

/** Accepts this app's backup file (with the person's accounts, category lists and rules, when
 * it holds them), or a bare array of records as the storage key holds them. */
export function parseJsonBackup(text: string): JsonBackupResult {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, message: 'The file is not valid JSON.' }
  }
  if (Array.isArray(value)) return { ok: true, records: value, lists: {} }
  const backup = value as Partial<JsonBackup> | null
  if (backup?.format === BACKUP_FORMAT && Array.isArray(backup.transactions)) {
    const { accounts, categories, rules } = backup
    const lists = {
      ...(Array.isArray(categories) ? { categories } : {}),
      ...(Array.isArray(rules) ? { rules } : {}),
    }
    return {
      ok: true,
      records: backup.transactions,
      lists,
      ...(Array.isArray(accounts) && accounts.length > 0 ? { accounts: [...accounts] } : {}),
    }
  }
  return { ok: false, message: 'The file is not a Finance Tracker backup.' }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/** A stored amount as the app reads it from storage, where older versions wrote numbers and a
 * third decimal that the form's two-decimal rule would refuse; what storage cannot read either
 * goes to the form as written, to be refused with the form's message. */
function storedAmount(value: unknown): string {
  const cents = parseStoredAmount(value)
  return cents === null ? text(value) : centsToDecimal(cents)
}

/** A split's stored lines as the form's fields hold them; none when they are not a list, and
 * the record reads as the plain transaction storage would show. */
function linesOf(value: unknown): LineValues[] | undefined {
  if (!Array.isArray(value) || value.length < 2) return undefined
  return value.map((line: { category?: unknown; amount?: unknown } | null) => ({
    category: text(line?.category),
    amount: storedAmount(line?.amount),
  }))
}

/** Records of a JSON backup, read as storage reads them before the form's checks; `line` is the
 * record's position in the file. */
export function backupCandidates(records: readonly unknown[]): FormCandidate[] {
  return records.map((value, index) => {
    const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
      string,
      unknown
    >
    const id = text(record.id)
    const createdAt = text(record.createdAt)
    const lines = record.category === SPLIT_CATEGORY ? linesOf(record.splits) : undefined
    return {
      line: index + 1,
      fields: {
        date: text(record.date),
        type: text(record.type),
        category: text(record.category),
        description: text(record.description),
        amount: storedAmount(record.amount),
        ...(Array.isArray(record.tags) ? { tags: tagsText(normaliseTags(record.tags)) } : {}),
        ...(lines ? { lines } : {}),
      },
      identity: id && createdAt ? { id, createdAt } : undefined,
      kept: keptFields(record),
    }
  })
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** What a backup's record keeps beyond the form's fields: its account, transfer, mark, and the
 * bank's id and account of a statement's row. */
function keptFields(record: Record<string, unknown>): KeptFields | undefined {
  const { account, transfer, reconciled, bankId, bankAccount } = record
  const kept: KeptFields = {
    ...(isText(account) ? { account } : {}),
    ...(isText(transfer) ? { transfer } : {}),
    ...(isText(bankId) ? { bankId } : {}),
    ...(isText(bankAccount) ? { bankAccount } : {}),
    ...(reconciled === true ? { reconciled: true as const } : {}),
  }
  return Object.keys(kept).length > 0 ? kept : undefined
}
