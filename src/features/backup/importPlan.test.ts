import { record } from '../../test/fixtures'
import { fromRecord, type Transaction } from '../transactions/model'
import { candidatesFromCsv, candidatesFromRecords } from './candidates'
import { planImport } from './importPlan'

const row = (
  fields: Partial<Record<'date' | 'type' | 'category' | 'description' | 'amount', string>>,
  line = 2,
) => ({
  line,
  row: {
    date: '2026-03-01',
    type: 'expense',
    category: 'Food',
    description: 'Tea',
    amount: '3.50',
    ...fields,
  },
})

function existing(...records: ReturnType<typeof record>[]): Transaction[] {
  return records.map((r) => fromRecord(r, r.userId) as Transaction)
}

describe('planImport', () => {
  it('turns valid rows into drafts in cents', () => {
    const plan = planImport(
      candidatesFromCsv([row({ type: 'Income', category: 'Gift', amount: '12.5' })]),
      [],
    )
    expect(plan).toEqual({
      items: [
        {
          date: '2026-03-01',
          type: 'income',
          category: 'Gift',
          description: 'Tea',
          amountCents: 1250,
        },
      ],
      skipped: 0,
      errors: [],
    })
  })

  it('lists every problem of a row with the form messages', () => {
    const plan = planImport(
      candidatesFromCsv([
        row({ amount: '-3', category: '', date: '2026-02-30', type: 'refund' }, 7),
      ]),
      [],
    )
    expect(plan.items).toEqual([])
    expect(plan.errors).toEqual([
      {
        line: 7,
        messages: [
          'Type must be income or expense',
          'Please enter a valid amount greater than 0',
          'Please select a category',
          'Please select a date',
        ],
      },
    ])
  })

  it('skips rows already present, once per existing match', () => {
    const present = existing(
      record({ userId: 'u', amount: '3.50', description: 'Tea', date: '2026-03-01' }),
    )
    const plan = planImport(candidatesFromCsv([row({}, 2), row({}, 3)]), present)
    expect(plan.skipped).toBe(1)
    expect(plan.items).toHaveLength(1)
  })

  it('keeps ids and creation times from a JSON backup and skips ids already present', () => {
    const a = record({ userId: 'old', description: 'A' })
    const b = record({ userId: 'old', description: 'B' })
    const plan = planImport(
      candidatesFromRecords([a, b, { ...b }]),
      existing({ ...a, userId: 'u', description: 'changed' }),
    )
    expect(plan.skipped).toBe(2)
    expect(plan.items).toEqual([
      expect.objectContaining({ description: 'B', identity: { id: b.id, createdAt: b.createdAt } }),
    ])
  })
})
