/**
 * A prospect who starts the wizard on one device and finishes on another: the steps done are saved
 * on the server, a link e-mailed through the real SMTP server opens them elsewhere at the step
 * reached, the first device is told (never silently overwritten) when the other saved newer
 * answers, ops see the unfinished onboarding in the admin, and the link says so once the answers
 * are sent.
 */
import { expect, test, type Page } from '@playwright/test'
import { mailsContaining, signIn } from './helpers'
import { field, fillStep2, next, openWhileScriptsWait, startWizard, stepText } from './wizard'

/** The resume link in the e-mail sent to `to`, read off the raw message (quoted-printable). */
function resumeLinkSentTo(to: string): string | undefined {
  const [mail] = mailsContaining('Your link to finish onboarding', to)
  const text = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  return text ? /(https?:\/\/\S+\/onboarding\?resume=[\w.-]+)/.exec(text)?.[1] : undefined
}

async function toStep3(page: Page, email: string) {
  await startWizard(page, email)
  await fillStep2(page)
  await next(page)
  await stepText(page, 3)
}

test('a link e-mailed from one device opens the saved answers on another, at the step reached', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = `resume-${Date.now()}@acme-widgets.example`
  await toStep3(page, email)

  const finishLater = page.getByRole('region', {
    name: 'Need to finish later, or on another device?',
  })
  await finishLater.getByRole('button', { name: 'E-mail me a link' }).click()
  await expect(finishLater.getByRole('status')).toHaveText(
    `We have sent a link to ${email}. It may take a minute to arrive.`,
  )
  let link: string | undefined
  await expect.poll(() => (link = resumeLinkSentTo(email)), { timeout: 20_000 }).toBeTruthy()
  expect(link!.startsWith(`${process.env.E2E_BASE_URL}/onboarding?resume=`)).toBe(true)

  // The other device: a browser with nothing saved, as a phone and a desk computer are.
  const desk = await browser.newContext()
  const other = await desk.newPage()
  await other.goto(link!)
  await stepText(other, 3)
  await expect(other.getByText('Welcome back. Your saved answers are loaded')).toBeVisible()
  // The code leaves the address as soon as it is read.
  await expect(other).toHaveURL(/\/onboarding\?step=3$/)
  await other.getByRole('button', { name: 'Previous' }).click()
  await stepText(other, 2)
  await expect(field(other, 'Company Name')).toHaveValue('Acme Widgets Ltd')
  await next(other)
  await field(other, 'Job title 1').fill('Head of Operations')
  await next(other)
  await stepText(other, 4)

  // The first device carries on with other answers: it is told, and chooses.
  await field(page, 'Job title 1').fill('Plant Manager')
  await next(page)
  const banner = page
    .getByRole('alert')
    .filter({ hasText: 'changed in another tab, window or device' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Load the newer answers' }).click()
  await expect(banner).toBeHidden()
  await page.goto('/onboarding?step=3')
  await expect(field(page, 'Job title 1')).toHaveValue('Head of Operations')

  // Ops see who stopped where, and where the visit came from.
  const ops = await browser.newContext()
  const admin = await ops.newPage()
  await signIn(admin)
  await admin.goto(`/admin/collections/onboarding-drafts?search=${encodeURIComponent(email)}`)
  const row = admin.locator('tr', { hasText: email })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Not finished')
  await expect(row.locator('td').filter({ hasText: /^3$/ })).toHaveCount(1)

  // Sent from the desk, the link says there is nothing left to finish.
  await next(other)
  await stepText(other, 5)
  await other.getByRole('button', { name: 'Complete Onboarding' }).click()
  await expect(other.getByText('Brief Automatically Sent')).toBeVisible({ timeout: 20_000 })
  const later = await browser.newContext()
  const again = await later.newPage()
  await again.goto(link!)
  await expect(
    again.getByRole('alert').filter({ hasText: 'You have already sent these answers' }),
  ).toBeVisible()
  await stepText(again, 1)
  // Sent, the draft keeps no answers (its submission has them): the address is gone from the list.
  await admin.reload()
  await expect(admin.locator('tr', { hasText: email })).toHaveCount(0)
  await admin.goto('/admin/collections/onboarding-drafts?where[status][equals]=submitted')
  await expect(admin.locator('tbody tr', { hasText: 'Sent' }).first()).toBeVisible()

  // Where people drop out: counts only, per landing page, from step 1 done to sent.
  await admin.goto('/admin/conversion?by=landing')
  const funnel = admin.getByRole('table', { name: 'Wizard funnel by landing page' })
  await expect(funnel).toBeVisible()
  const all = funnel.getByRole('row', { name: /^All/ })
  await expect(all).toBeVisible()
  const cells = await all.getByRole('cell').allInnerTexts()
  expect(cells).toHaveLength(5)
  const [started, , third, , sent] = cells.map((text) => Number.parseInt(text, 10))
  expect(started).toBeGreaterThanOrEqual(1)
  expect(third).toBeGreaterThanOrEqual(1)
  expect(sent).toBeGreaterThanOrEqual(1)
  await expect(funnel).not.toContainText(email)
  await Promise.all([desk.close(), ops.close(), later.close()])
})

test('an answer typed while a link’s page loads stays over the saved copy, on the step where it was typed', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = `resume-early-${Date.now()}@acme-widgets.example`
  await toStep3(page, email)
  const finishLater = page.getByRole('region', {
    name: 'Need to finish later, or on another device?',
  })
  await finishLater.getByRole('button', { name: 'E-mail me a link' }).click()
  let link: string | undefined
  await expect.poll(() => (link = resumeLinkSentTo(email)), { timeout: 20_000 }).toBeTruthy()

  // A slow phone: the visitor starts on the first field they see before the form has started.
  const phone = await (await browser.newContext()).newPage()
  const release = await openWhileScriptsWait(phone, new URL(link!).pathname + new URL(link!).search)
  await field(phone, 'Phone (optional)').fill('+44 1632 960000')
  release()
  await expect(phone.getByText('Welcome back. Your saved answers are loaded')).toBeVisible()
  await stepText(phone, 1)
  await expect(field(phone, 'Phone (optional)')).toHaveValue('+44 1632 960000')
  await expect(field(phone, 'Full Name')).toHaveValue('Jane Doe')
  await next(phone)
  await expect(field(phone, 'Company Name')).toHaveValue('Acme Widgets Ltd')
  await phone.context().close()
})

test('a changed or broken link says so, and the wizard starts afresh', async ({ page }) => {
  await page.goto('/onboarding?resume=00000000-0000-4000-8000-000000000000.9999999999.forged')
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link to finish your onboarding is not valid' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding$/)
  await stepText(page, 1)
})
