/** An account as the transaction screens offer it. */
export interface AccountOption {
  id: string
  name: string
}

/**
 * The person's accounts as the transaction screens need them, given by the app from the
 * accounts feature (which reads transactions, so this one cannot read it). Without them, or
 * with one open account, every screen is SPEC.md's: no Account field, filter or column.
 */
export interface AccountChoices {
  /** The open accounts, in the list's order. */
  open: readonly AccountOption[]
  /** The account a transaction is in: its `account` when that is one of the person's, else
   * their first account (SPEC.md's records name none). */
  accountOf(transaction: { account?: string }): string
  /** An account's name, a closed one's too. */
  nameOf(id: string): string
  /** Where the add form starts: the account of the transaction added last, if still open. */
  lastUsed: string
  /** Whether the person keeps accounts (`accounts_<userId>`): then every new transaction names
   * its account; until then all are in Main and none names it, as in SPEC.md. */
  named: boolean
}

/** Whether the screens ask which account: two or more are open. */
export function asksForAccount(choices: AccountChoices | undefined): choices is AccountChoices {
  return choices !== undefined && choices.open.length >= 2
}

/** The account a filter's `account=` names: the id when it is one of the person's accounts (a
 * closed one too), else '' (every account), as a period the URL misnames reads as the default:
 * a link to an account since removed shows everything rather than nothing under another name. */
export function knownAccount(choices: AccountChoices | undefined, id: string): string {
  return choices !== undefined && choices.accountOf({ account: id }) === id ? id : ''
}

/** The `account` a new transaction is stored with: the one chosen, or none while the person
 * keeps no accounts. */
export function accountToStore(choices: AccountChoices | undefined, chosen: string) {
  if (!choices?.named) return undefined
  return chosen !== '' ? chosen : choices.lastUsed
}
