/**
 * A staff member who forgot their password: the reset e-mail reaches the real SMTP server with a
 * link on the site's public address, the link sets a new password, and only that one signs in.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { signIn, staffAccount } from './helpers'

/** The reset link in the e-mail sent to `to`, read off the raw message (quoted-printable). */
function resetLinkSentTo(to: string): string | undefined {
  const dir = process.env.E2E_MAILBOX!
  for (const file of fs.readdirSync(dir)) {
    const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      to: string[]
      raw: string
    }
    if (!mail.to.includes(to)) continue
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    const link = /href="([^"]+\/admin\/reset\/[^"]+)"/.exec(text)?.[1]
    if (link) return link
  }
  return undefined
}

test('a forgotten password is reset through the e-mailed link, and only the new one signs in', async ({
  page,
  browser,
}) => {
  test.slow()
  const account = await staffAccount('marketer')

  await page.goto('/admin/forgot')
  await page.locator('#field-email').fill(account.email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'Email Sent' })).toBeVisible()

  let link: string | undefined
  await expect.poll(() => (link = resetLinkSentTo(account.email)), { timeout: 15_000 }).toBeTruthy()
  expect(link!.startsWith(`${process.env.E2E_BASE_URL}/admin/reset/`)).toBe(true)

  const newPassword = 'a-new-password-for-tests-43'
  await page.goto(link!)
  await page.getByLabel('New Password').fill(newPassword)
  await page.getByLabel('Confirm Password').fill(newPassword)
  // The form checks what was typed with the server before it sends; a person pauses as long.
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  const fresh = await browser.newContext()
  const tab = await fresh.newPage()
  await signIn(tab, { email: account.email, password: newPassword })
  await fresh.close()
  const old = await page.request.post('/api/users/login', { data: account })
  expect(old.status()).toBe(401)
})
