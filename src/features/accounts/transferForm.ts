import { isValidIsoDate } from '../../lib/dates'
import { checkAmount, formMessages } from '../transactions'
import type { TransferDraft } from './transfers'
import { accountMessages } from './validate'

/** What the transfer dialog's fields hold, as typed. */
export interface TransferValues {
  from: string
  to: string
  amount: string
  date: string
  description: string
}

export type TransferErrors = Partial<Record<'to' | 'amount' | 'date', string>>

export type TransferCheck =
  { ok: true; draft: TransferDraft } | { ok: false; errors: TransferErrors }

/** The transfer to save, or what stops it: the same account twice, the transaction form's
 * amount and date rules. */
export function checkTransfer(values: TransferValues): TransferCheck {
  const errors: TransferErrors = {}
  if (values.from === values.to) errors.to = accountMessages.sameAccounts
  const amount = checkAmount(values.amount)
  if (!amount.ok) errors.amount = amount.message
  if (!isValidIsoDate(values.date)) errors.date = formMessages.date
  if (!amount.ok || Object.keys(errors).length > 0) return { ok: false, errors }
  const { from, to, date, description } = values
  return { ok: true, draft: { from, to, amountCents: amount.cents, date, description } }
}
