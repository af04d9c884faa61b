import { expect, test } from '@playwright/test'

// Placeholder smoke test: the app shell loads and renders a heading.
test('home page renders a heading', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading').first()).toBeVisible()
})

test('deep links fall back to the SPA shell', async ({ page }) => {
  const response = await page.goto('/some/deep/link')
  expect(response?.status()).toBe(200)
  await expect(page.locator('#root')).not.toBeEmpty()
})
