// The first keystroke, sort click and filter change after a fresh load, as the browser presents
// them: the Event Timing duration of real input (Playwright's keyboard and mouse go through the
// browser's input pipeline; events dispatched from script are not timed), each interaction the
// first input of its own freshly loaded /transactions.
import { probe, seededPage, settle, timedLoad, TIMEOUT_MS } from './page.mjs'

const INTERACTIONS = [
  {
    key: 'searchPresented',
    label: 'search keystroke',
    types: ['keydown', 'keypress', 'input', 'keyup'],
    control: (page) => page.getByRole('searchbox', { name: 'Search', exact: true }),
    // Focusing is not an Event Timing interaction, so the keystroke stays the first input.
    focus: true,
    act: (page, control, set) => page.keyboard.type(set.letter),
    shows: async (control, set) => (await control.inputValue()) === set.letter,
    watch: 'count',
    changes: (set) => set.searchChanges,
  },
  {
    key: 'sortPresented',
    label: 'sort click "Amount"',
    types: ['pointerdown', 'pointerup', 'click'],
    control: (page) =>
      page
        .getByRole('group', { name: 'Sort by', exact: true })
        .getByRole('button', { name: 'Amount', exact: true }),
    focus: false,
    act: (page, control) => control.click({ timeout: TIMEOUT_MS }),
    shows: async (control) => (await control.getAttribute('aria-pressed')) === 'true',
    watch: 'row',
    changes: (set) => set.sortChanges,
  },
  {
    // Playwright's selectOption sets the value and dispatches input and change from script,
    // which Event Timing ignores (and `change` is not among its event types). ArrowDown on the
    // focused select is real input that changes it, as a keyboard user does, from the first
    // option "All Types" to the next, "Income"; the change handler runs inside that keydown.
    key: 'filterPresented',
    label: 'filter Type → Income',
    types: ['keydown', 'input', 'keyup'],
    control: (page) => page.getByRole('combobox', { name: 'Type', exact: true }),
    focus: true,
    act: (page) => page.keyboard.press('ArrowDown'),
    shows: async (control) => (await control.inputValue()) === 'income',
    watch: 'count',
    changes: (set) => set.filterChanges,
  },
]

/** What the count heading or the first row reads. */
const reading = (page, watch) =>
  page.evaluate((watch) => {
    const { probes } = window.__bench
    return probes.text(watch === 'count' ? probes.countHeading() : probes.firstRow())
  }, watch)

/**
 * The figure split at the interaction's longest entry (the earliest of equals): from the input's
 * timestamp until its handler starts; the handlers of that entry and of the events after it that
 * the same paint shows (the keydown's keypress and input, the pointerdown's click), gaps between
 * events included; and the rest until the next paint: style, layout, paint, compositing. Event
 * Timing rounds the duration to 8 ms, so the last part carries the rounding.
 */
function split(entries) {
  const longest = entries.reduce((a, b) =>
    b.duration > a.duration || (b.duration === a.duration && b.startTime < a.startTime) ? b : a,
  )
  const end = longest.startTime + longest.duration
  const shown = entries.filter((e) => e.startTime >= longest.startTime && e.processingEnd <= end)
  const handled = Math.max(...shown.map((e) => e.processingEnd))
  return {
    delay: longest.processingStart - longest.startTime,
    handlers: handled - longest.processingStart,
    paint: end - handled,
  }
}

async function measureOne(browser, origin, set, interaction) {
  const n = set.records.length
  const { key, label, types, watch } = interaction
  const { context, page } = await seededPage(browser, origin, set.storage, {
    path: '/transactions',
    kind: 'history',
    count: n,
  })
  try {
    await timedLoad(page, '/transactions', `/transactions shows "Transactions (${n})"`)
    const control = interaction.control(page)
    if (interaction.focus)
      await probe(`${label}: focus`, () => control.focus({ timeout: TIMEOUT_MS }))
    // A person's first input comes once the page has settled, not while the load still works.
    await settle(page)
    await page.evaluate(() => window.__bench.idle())
    const before = await reading(page, watch)
    const since = await page.evaluate(() => performance.now())
    await probe(`${label}: real input`, () => interaction.act(page, control, set))
    const measured = await probe(`${label}: Event Timing`, () =>
      page.evaluate(({ label, since, types }) => window.__bench.interaction(label, since, types), {
        label,
        since,
        types,
      }),
    )
    if (!measured.entries.some((e) => e.type === 'first-input'))
      throw new Error(`probe "${label}: Event Timing" failed: not the page's first input`)
    if (!(await interaction.shows(control, set)))
      throw new Error(`probe "${label}" failed: the control does not show the input`)
    if (interaction.changes(set) && (await reading(page, watch)) === before)
      throw new Error(
        `probe "${label}" failed: the ${watch === 'count' ? 'count' : 'first row'} did not change`,
      )
    const { delay, handlers, paint } = split(measured.entries)
    return {
      [key]: measured.duration,
      [`${key}Delay`]: delay,
      [`${key}Handlers`]: handlers,
      [`${key}Paint`]: paint,
      [`${key}Entries`]: measured.entries,
    }
  } finally {
    await context.close()
  }
}

/** The three interactions at N, each on its own fresh page. */
export async function measurePresented(browser, origin, set) {
  let result = {}
  for (const interaction of INTERACTIONS) {
    result = { ...result, ...(await measureOne(browser, origin, set, interaction)) }
  }
  return result
}
