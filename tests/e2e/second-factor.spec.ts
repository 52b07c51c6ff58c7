/**
 * A staff member sets up a second factor from their account page (the code computed from the
 * secret the page shows, as an authenticator app would), signs out, and signs in again with their
 * password and then a code; a wrong code says so, and until the code is given the admin shows
 * nothing but the code step.
 */
import { expect, test } from '@playwright/test'
import { generateSync } from 'otplib'
import { signIn, staffAccount } from './helpers'

/** The code an authenticator app with `secret` shows `ahead` ms from now. */
const codeFor = (secret: string, ahead = 0) =>
  generateSync({ secret, epoch: Math.floor((Date.now() + ahead) / 1000) })

test('ops set up a second factor from their profile, then sign in with password and code', async ({
  page,
}) => {
  test.slow()
  const ops = await staffAccount('ops')
  await signIn(page, ops)

  await page.goto('/admin/account')
  const panel = page.locator('.second-factor--panel')
  await expect(panel.getByText('Off.')).toBeVisible()
  await panel.getByRole('button', { name: 'Set up an authenticator app' }).click()
  await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await panel.getByTestId('second-factor-secret').innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await panel.getByLabel('Enter the six-digit code the app shows').fill(codeFor(secret))
  await panel.getByRole('button', { name: 'Turn on' }).click()
  await expect(panel.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
  await panel.getByRole('button', { name: 'Done' }).click()
  await expect(panel.getByText('On.')).toBeVisible()
  await expect(panel.getByText('10 recovery codes left.')).toBeVisible()

  await page.goto('/admin/logout')
  await expect(page.locator('#field-email')).toBeVisible()
  await page.locator('#field-email').fill(ops.email)
  await page.locator('#field-password').fill(ops.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/second-factor/)
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible()
  await expect(page.getByText(`Signing in as ${ops.email}.`)).toBeVisible()

  // Until the code is given, the admin and the API know nobody.
  await page.goto('/admin/collections/onboarding-submissions')
  await expect(page).toHaveURL(/\/admin\/second-factor/)
  const me = await page.evaluate(() => fetch('/api/users/me').then((res) => res.json()))
  expect(me.user).toBeNull()

  const code = page.getByLabel('Code from your authenticator app')
  await code.fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/second-factor/)

  // The next step's code: the current one was spent turning it on.
  await code.fill(codeFor(secret, 30_000))
  await page.getByRole('button', { name: 'Verify' }).click()
  // On to where they were going before the code was asked for.
  await expect(page).toHaveURL(/\/admin\/collections\/onboarding-submissions/)
  await expect(page.getByText(/must be logged in/i)).toHaveCount(0)
  const signedIn = await page.evaluate(() => fetch('/api/users/me').then((res) => res.json()))
  expect(signedIn.user?.email).toBe(ops.email)
})
