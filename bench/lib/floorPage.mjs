// The floor of "as presented": the same real keystroke on a trivial page (a search box whose
// input rewrites one heading, no framework, no data) in the same browser and run. Whatever the
// history's keystroke takes beyond this is the app's; the rest is the browser's input, style,
// layout and paint pipeline, which no app can go under.
import { probe, seededPage, settle, TIMEOUT_MS } from './page.mjs'

const PATH = '/__bench-floor'
const TYPES = ['keydown', 'keypress', 'input', 'keyup']

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>floor</title></head>
<body>
<h1 id="count">Results (0)</h1>
<input type="search" aria-label="Search">
<script>
  const count = document.getElementById('count')
  document.querySelector('input').addEventListener('input', (event) => {
    count.textContent = 'Results (' + event.target.value.length + ')'
  })
</script>
</body></html>`

/** The trivial page's first keystroke, as presented (Event Timing duration, ms). */
export async function measureFloorKeystroke(browser, origin, set) {
  const { context, page } = await seededPage(browser, origin, {}, null)
  try {
    await context.route(`${origin}${PATH}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: PAGE }),
    )
    await page.goto(PATH, { waitUntil: 'load', timeout: TIMEOUT_MS })
    const box = page.getByRole('searchbox', { name: 'Search', exact: true })
    await probe('floor page: focus', () => box.focus({ timeout: TIMEOUT_MS }))
    await settle(page)
    await page.evaluate(() => window.__bench.idle())
    const since = await page.evaluate(() => performance.now())
    await page.keyboard.type(set.letter)
    const measured = await probe('floor page: Event Timing', () =>
      page.evaluate(
        ({ since, types }) => window.__bench.interaction('floor keystroke', since, types),
        { since, types: TYPES },
      ),
    )
    if ((await page.locator('#count').textContent()) !== 'Results (1)')
      throw new Error('probe "floor page" failed: the heading did not change')
    return { floorKeystroke: measured.duration }
  } finally {
    await context.close()
  }
}
