// The charts' chunk is requested with the dashboard's (and again when the screens are fetched
// ahead): one failed download, on a flaky connection, must not leave the dashboard without
// charts until the page is reloaded.
let failNext = true
jest.mock('./charts', () => {
  if (failNext) {
    failNext = false
    throw new Error('Loading chunk charts failed.')
  }
  return { MonthlyBars: 'MonthlyBars', CategoryPie: 'CategoryPie' }
})

it('asks for the charts again after a download that failed', async () => {
  const { loadCharts } = await import('./useCharts')
  await expect(loadCharts()).rejects.toThrow('Loading chunk charts failed.')

  await expect(loadCharts()).resolves.toMatchObject({ MonthlyBars: 'MonthlyBars' })
})
