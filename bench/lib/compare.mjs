// --against <dir>: the two loads of this build and of another one, in alternation, so that a
// busy spell on a noisy machine hits both builds alike; prints medians and their ratio.
import { median, printRows } from './report.mjs'
import { seededPage, timedLoad } from './page.mjs'

const LOADS = [
  { path: '/transactions', kind: 'history', label: '/transactions ready' },
  { path: '/dashboard', kind: 'dashboard', label: '/dashboard ready' },
]

async function load(browser, origin, set, { path, kind, label }) {
  const count = set.records.length
  const { context, page } = await seededPage(browser, origin, set.storage, { path, kind, count })
  try {
    return await timedLoad(page, path, `${label} at N = ${count}`)
  } finally {
    await context.close()
  }
}

/**
 * `origins` are [this build, the other build]. Each round loads every N and screen from both,
 * the order of the two builds swapping every round; one warm-up round is not counted.
 */
export async function compareBuilds(browser, origins, sets, runs) {
  const times = sets.map(() => LOADS.map(() => [[], []]))
  for (let round = 0; round <= runs; round++) {
    const order = round % 2 ? [1, 0] : [0, 1]
    for (const [i, set] of sets.entries()) {
      for (const [j, screen] of LOADS.entries()) {
        for (const build of order) {
          const ms = await load(browser, origins[build], set, screen)
          if (round > 0) times[i][j][build].push(ms)
        }
      }
    }
    if (round > 0) console.log(`round ${round}/${runs} done`)
  }
  return sets.flatMap((set, i) =>
    LOADS.map(({ label }, j) => {
      const [mine, theirs] = times[i][j].map(median)
      return { label, n: set.records.length, mine, theirs, ratio: mine / theirs }
    }),
  )
}

export function printComparison(rows, { mine, theirs }) {
  console.log(`\nthis build: ${mine}\nagainst:    ${theirs}\n`)
  printRows(
    ['load', 'N', 'this build', 'against', 'this / against'],
    rows.map(({ label, n, mine: a, theirs: b, ratio }) => [
      label,
      n.toLocaleString('en-US'),
      `${a.toFixed(1)} ms`,
      `${b.toFixed(1)} ms`,
      ratio.toFixed(2),
    ]),
  )
}
