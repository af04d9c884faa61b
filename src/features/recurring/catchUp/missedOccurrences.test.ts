import { storageChanged } from '../../../collections/events'
import { addDays, todayIso } from '../../../lib/dates'
import {
  record,
  ruleRecord,
  seedRules,
  seedSession,
  seedTransactions,
  storedJson,
} from '../../../test/fixtures'
import { makeReadyStore } from '../../../test/renderWithProviders'
import { userLoggedOut } from '../../auth/authSlice'
import { selectMissedOccurrences } from './catchUpSlice'
import { answerMissedOccurrences, catchUp } from './catchUpThunks'

const ada = { id: 'u1', name: 'Ada' }
const today = todayIso()
const weeksAgo = (weeks: number) => addDays(today, -7 * weeks)
/** Weekly since 30 weeks ago: 31 occurrences due, today's included. */
const gym = ruleRecord({
  id: '1700000000001',
  description: 'Gym',
  category: 'Health',
  every: 'week',
  start: weeksAgo(30),
  next: weeksAgo(30),
})
/** Due today, one occurrence: under the limit. */
const flat = ruleRecord()

type Stored = { description: string; occurrence?: { rule: string; date: string } }
const stored = () => storedJson(`transactions_${ada.id}`) as Stored[]
const descriptions = () => stored().map((r) => r.description)
const count = (description: string) => descriptions().filter((d) => d === description).length
const storedRule = (id: unknown) =>
  (storedJson(`recurring_${ada.id}`) as { id: string; next: string }[]).find((r) => r.id === id)

beforeEach(() => {
  seedSession(ada)
  seedTransactions(ada.id, [record({ userId: ada.id, description: 'Old', date: '2020-01-01' })])
})

describe('a catch-up that would add more than 24 occurrences of one rule', () => {
  it('asks first, and adds nothing while the question is open', async () => {
    seedRules(ada.id, [gym, flat])
    const { store } = await makeReadyStore()
    expect(selectMissedOccurrences(store.getState())).toEqual({
      rule: gym.id,
      label: 'Gym',
      count: 31,
      today,
    })
    // Whatever runs it again meanwhile (a midnight, another tab) asks the same and adds nothing.
    store.dispatch(catchUp())
    expect(store.getState().catchUp.status).toBe('asking')
    expect(descriptions()).toEqual(['Old'])
    expect(storedRule(gym.id)?.next).toBe(gym.next)
  })

  it('adds 24 at once without asking', async () => {
    seedRules(ada.id, [{ ...gym, start: weeksAgo(23), next: weeksAgo(23) }])
    const { store } = await makeReadyStore()
    expect(selectMissedOccurrences(store.getState())).toBeNull()
    expect(count('Gym')).toBe(24)
  })

  it('names the rule by its category when it has no description', async () => {
    seedRules(ada.id, [{ ...gym, description: ' ' }])
    const { store } = await makeReadyStore()
    expect(selectMissedOccurrences(store.getState())?.label).toBe('Health')
  })

  it('"Skip them" adds none and moves the rule on past today; the other rules go on', async () => {
    seedRules(ada.id, [gym, flat])
    const { store } = await makeReadyStore()
    store.dispatch(answerMissedOccurrences('skip'))
    expect(store.getState().catchUp.status).toBe('idle')
    expect(descriptions()).toEqual(['Old', 'Flat'])
    expect(storedRule(gym.id)?.next).toBe(addDays(today, 7))
  })

  it('"Add them" adds every one once, and the next tab to open asks nothing', async () => {
    seedRules(ada.id, [gym, flat])
    const { store } = await makeReadyStore()
    store.dispatch(answerMissedOccurrences('add'))
    expect(store.getState().catchUp.status).toBe('idle')
    expect(count('Gym')).toBe(31)
    expect(count('Flat')).toBe(1)
    const marks = stored().map((r) => r.occurrence && `${r.occurrence.rule} ${r.occurrence.date}`)
    expect(new Set(marks).size).toBe(33)
    expect(storedRule(gym.id)?.next).toBe(addDays(today, 7))
    const other = await makeReadyStore()
    expect(selectMissedOccurrences(other.store.getState())).toBeNull()
    expect(stored()).toHaveLength(33)
  })

  it('asks about each rule over the limit, one at a time, soonest first', async () => {
    const swim = { ...gym, id: '1700000000002', description: 'Swim', every: 'month' }
    seedRules(ada.id, [gym, { ...swim, start: weeksAgo(150), next: weeksAgo(150) }])
    const { store } = await makeReadyStore()
    const first = selectMissedOccurrences(store.getState())
    expect(first?.label).toBe('Swim')
    expect(first?.count).toBeGreaterThan(24)
    store.dispatch(answerMissedOccurrences('skip'))
    expect(selectMissedOccurrences(store.getState())).toEqual(
      expect.objectContaining({ label: 'Gym', count: 31 }),
    )
    expect(descriptions()).toEqual(['Old'])
    store.dispatch(answerMissedOccurrences('add'))
    expect(selectMissedOccurrences(store.getState())).toBeNull()
    expect(count('Gym')).toBe(31)
    expect(count('Swim')).toBe(0)
  })

  it.each([
    ['Skip them', 'skip', 0],
    ['Add them', 'add', 31],
  ] as const)(
    'is not asked again in another tab once answered there ("%s")',
    async (_button, answer, added) => {
      seedRules(ada.id, [gym])
      const here = (await makeReadyStore()).store
      const there = (await makeReadyStore()).store
      expect(selectMissedOccurrences(there.getState())).not.toBeNull()
      here.dispatch(answerMissedOccurrences(answer))
      // The storage events of what that tab wrote, in the order it wrote them.
      if (answer === 'add') there.dispatch(storageChanged({ key: `transactions_${ada.id}` }))
      there.dispatch(storageChanged({ key: `recurring_${ada.id}` }))
      expect(selectMissedOccurrences(there.getState())).toBeNull()
      expect(there.getState().catchUp.status).toBe('idle')
      expect(count('Gym')).toBe(added)
    },
  )

  it('closes when the person signs out', async () => {
    seedRules(ada.id, [gym])
    const { store } = await makeReadyStore()
    store.dispatch(userLoggedOut())
    expect(store.getState().catchUp.status).toBe('idle')
    expect(descriptions()).toEqual(['Old'])
  })
})
