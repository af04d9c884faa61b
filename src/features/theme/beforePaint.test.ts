// The head script the build puts before the stylesheet (webpack.config.js); e2e/theme.spec.ts
// checks the page's colours with it in the browser.
const root = document.documentElement

function prefersDark(matches: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia
}

/** Runs the module afresh, as each page load runs the script. */
async function runHeadScript(): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    await import('./beforePaint')
  })
}

afterEach(() => {
  jest.restoreAllMocks()
  delete root.dataset.theme
  delete (window as Partial<Window>).matchMedia
})

describe('the script before the first paint', () => {
  it('marks the page with the saved theme, whatever the system prefers', async () => {
    localStorage.setItem('theme', 'light')
    prefersDark(true)
    await runHeadScript()
    expect(root.dataset.theme).toBe('light')

    localStorage.setItem('theme', 'dark')
    prefersDark(false)
    await runHeadScript()
    expect(root.dataset.theme).toBe('dark')
  })

  it('follows the system while nothing (or nothing it knows) is saved', async () => {
    prefersDark(true)
    await runHeadScript()
    expect(root.dataset.theme).toBe('dark')

    localStorage.setItem('theme', 'purple')
    prefersDark(false)
    await runHeadScript()
    expect(root.dataset.theme).toBe('light')
  })

  it('follows the system when storage cannot be read', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    prefersDark(true)
    await runHeadScript() // and does not throw
    expect(root.dataset.theme).toBe('dark')
  })
})
