import { accountToStore, type AccountChoices } from './accountChoices'
import type { Transaction } from './model'

/** The Account field's value as a form opens: a record's account, or for a new transaction
 * the account used last; '' while the person keeps no accounts. */
export function openingAccount(
  choices: AccountChoices | undefined,
  record: Transaction | undefined,
): string {
  if (!choices) return record?.account ?? ''
  if (record) return choices.accountOf(record)
  return choices.named ? choices.lastUsed : ''
}

/** The `account` to save: for an edit whose Account was left as it opened, the record's own
 * (none for a SPEC.md record, which then stays as it was). */
export function accountToSave(
  choices: AccountChoices | undefined,
  chosen: string | undefined,
  record: Transaction | undefined,
): string | undefined {
  if (record) {
    return chosen === undefined || chosen === openingAccount(choices, record)
      ? record.account
      : chosen
  }
  return accountToStore(choices, chosen ?? '')
}
