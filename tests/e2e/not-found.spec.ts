import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { expectAccessible } from './helpers'

test('an unknown path shows the 404 page, links home and is logged with its path', async ({
  page,
}) => {
  const path = `/no-such-page-${Date.now()}`
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)

  const logFile = process.env.E2E_SERVER_LOG!
  await expect
    .poll(() =>
      fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; path?: string })
        .some((entry) => entry.msg === 'page_not_found' && entry.path === path),
    )
    .toBe(true)
})

test('a deeper unknown path is a 404 too', async ({ page }) => {
  const response = await page.goto('/nothing/here/either')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
})

test("a missing page or article keeps its tab title 'Page not found' once it has loaded", async ({
  page,
}) => {
  for (const path of [`/no-such-page-${Date.now()}`, `/blog/no-such-article-${Date.now()}`]) {
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page).toHaveTitle(/^Page not found \| /)
  }
})
