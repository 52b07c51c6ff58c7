/**
 * What a signed-in marketer is shown agrees with who they are: never "you must be logged in",
 * and no admin-only control on their own profile.
 */
import { expect, test } from '@playwright/test'
import { signIn, staffAccount } from './helpers'

const site = new URL(process.env.E2E_BASE_URL!)
const elsewhere = `http://localhost:${site.port}`

test('a marketer’s own profile has no Force Unlock; the account saves', async ({ page }) => {
  test.slow()
  const marketer = await staffAccount('marketer')
  await signIn(page, marketer)
  await page.goto('/admin/account')
  await expect(page.locator('#field-email')).toHaveValue(marketer.email)
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Force Unlock' })).toBeHidden()
  await page.locator('#field-name').fill('Morgan Marketer')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/Updated successfully/i).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/must be logged in/i)).toHaveCount(0)
})

test('a signed-in marketer at another address is told the origin is not allowed, never that they must log in', async ({
  page,
}) => {
  test.slow()
  await signIn(page, await staffAccount('marketer'), elsewhere)
  await page.goto(`${elsewhere}/admin/collections/pages/create`)
  // Typing asks the server for the form's state, as every edit does; the server refuses it.
  const formState = page.waitForResponse(
    (r) => r.request().method() === 'POST' && Boolean(r.request().headers()['next-action']),
  )
  await page.locator('#field-title').fill('Spring offer')
  await formState
  await expect(page.getByRole('alert').filter({ hasText: 'Origin not allowed' })).toContainText(
    site.origin,
  )
  await expect(page.getByText(/must be logged in/i)).toHaveCount(0)
})
