import { DEFAULT_PERIOD, isPeriodId, type PeriodChoice } from './period'

/** What the report shows, as the URL's `period`, `from`, `to` and `account` hold it. */
export interface ReportQuery extends PeriodChoice {
  /** An account's id; '' for every account. */
  account: string
}

/** An unknown period (an old or hand-edited link) reads as the default. */
export function parseReportQuery(search: string): ReportQuery {
  const params = new URLSearchParams(search)
  const period = params.get('period') ?? ''
  const custom = period === 'custom'
  return {
    period: isPeriodId(period) ? period : DEFAULT_PERIOD,
    from: custom ? (params.get('from') ?? '') : '',
    to: custom ? (params.get('to') ?? '') : '',
    account: params.get('account') ?? '',
  }
}

/** Only what differs from the defaults, so the plain /reports link is the default report. */
export function serializeReportQuery({ period, from, to, account }: ReportQuery): string {
  const params = new URLSearchParams()
  if (period !== DEFAULT_PERIOD) params.set('period', period)
  if (period === 'custom' && from !== '') params.set('from', from)
  if (period === 'custom' && to !== '') params.set('to', to)
  if (account !== '') params.set('account', account)
  return params.toString()
}
