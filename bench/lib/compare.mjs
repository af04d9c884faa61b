// --against <dir>: the two loads, the save and the report's period change of this build and of
// another one, in alternation, so that a busy spell on a noisy machine hits both builds alike;
// prints medians and their ratio.
import { readdirSync } from 'node:fs'
import { median, printRows } from './report.mjs'
import { seededPage, timedLoad } from './page.mjs'
import { measureReports } from './reports.mjs'
import { measureSave } from './save.mjs'

const load = (path, kind, label) => ({
  label,
  async measure(browser, origin, set) {
    const count = set.records.length
    const { context, page } = await seededPage(browser, origin, set.storage, { path, kind, count })
    try {
      return await timedLoad(page, path, `${label} at N = ${count}`)
    } finally {
      await context.close()
    }
  },
})

const MEASURES = [
  load('/transactions', 'history', '/transactions ready'),
  load('/dashboard', 'dashboard', '/dashboard ready'),
  {
    label: 'save until N+1 shows',
    measure: async (browser, origin, set) => (await measureSave(browser, origin, set)).save,
  },
  {
    label: '/reports period change',
    // Builds from before issue 33 have no reports screen.
    chunk: 'reports',
    // With no records there is no period to change.
    measure: async (browser, origin, set) =>
      set.records.length === 0 ? null : (await measureReports(browser, origin, set)).periodChange,
  },
]

/** Whether a build's folder holds the named chunk (webpack names a screen's chunk after it). */
const hasChunk = (dir, name) => readdirSync(dir).some((file) => file.startsWith(`${name}.`))

/**
 * `origins` are [this build, the other build], served from `dirs`. Each round takes every N and
 * measure both builds can take from both, the order of the two builds swapping every round; one
 * warm-up round is not counted.
 */
export async function compareBuilds(browser, origins, dirs, sets, runs) {
  const times = sets.map(() => MEASURES.map(() => [[], []]))
  const taken = MEASURES.map(({ chunk }) => !chunk || dirs.every((dir) => hasChunk(dir, chunk)))
  for (const [j, { label }] of MEASURES.entries()) {
    if (!taken[j]) console.log(`${label}: not measured, a build has no such screen`)
  }
  for (let round = 0; round <= runs; round++) {
    const order = round % 2 ? [1, 0] : [0, 1]
    for (const [i, set] of sets.entries()) {
      for (const [j, { measure }] of MEASURES.entries()) {
        if (!taken[j]) continue
        for (const build of order) {
          const ms = await measure(browser, origins[build], set)
          if (round > 0 && ms !== null) times[i][j][build].push(ms)
        }
      }
    }
    if (round > 0) console.log(`round ${round}/${runs} done`)
  }
  return sets.flatMap((set, i) =>
    MEASURES.flatMap(({ label }, j) => {
      if (times[i][j][0].length === 0) return []
      const [mine, theirs] = times[i][j].map(median)
      return [{ label, n: set.records.length, mine, theirs, ratio: mine / theirs }]
    }),
  )
}

export function printComparison(rows, { mine, theirs }) {
  console.log(`\nthis build: ${mine}\nagainst:    ${theirs}\n`)
  printRows(
    ['measure', 'N', 'this build', 'against', 'this / against'],
    rows.map(({ label, n, mine: a, theirs: b, ratio }) => [
      label,
      n.toLocaleString('en-US'),
      `${a.toFixed(1)} ms`,
      `${b.toFixed(1)} ms`,
      ratio.toFixed(2),
    ]),
  )
}
