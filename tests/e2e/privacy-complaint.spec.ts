/**
 * A visitor complains about how we handled their data: from the privacy policy to the complaint
 * form, which says under each field what is missing, keeps what was typed when sending fails, and
 * confirms with a reference and the date a person will reply by; the acknowledgement reaches a
 * real SMTP server; ops find the complaint with its due date in the list and on their dashboard;
 * nobody reads complaints through the API without signing in.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { signIn, staffAccount, uniqueSlug } from './helpers'

test.use({ timezoneId: 'UTC' })

/** The raw acknowledgement e-mailed to `to`, soft line breaks joined (quoted-printable). */
function mailTo(to: string): string | undefined {
  const dir = process.env.E2E_MAILBOX!
  for (const file of fs.readdirSync(dir)) {
    const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      to: string[]
      raw: string
    }
    if (mail.to.includes(to)) return mail.raw.replace(/=\r?\n/g, '')
  }
  return undefined
}

/** A day as the admin's list shows it ('MMMM do yyyy': 'December 27th 2026'), in UTC. */
function listDay(date: Date): string {
  const day = date.getUTCDate()
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th'
  const month = date.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' })
  return `${month} ${day}${suffix} ${date.getUTCFullYear()}`
}
const longDay = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

test('a complaint sent from the privacy policy is acknowledged and reaches ops with its due date', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const name = `Complainant ${uniqueSlug('c')}`
  const email = `${uniqueSlug('complainant')}@example.com`

  await page.goto('/privacy')
  await page.getByRole('link', { name: 'complain to us online' }).click()
  await expect(page).toHaveURL(/\/privacy-complaint$/)
  await expect(
    page.getByRole('heading', { name: 'Complain about how we handled your data', level: 1 }),
  ).toBeVisible()

  const nameField = page.getByLabel('Your name')
  const emailField = page.getByLabel('Your email address')
  const story = page.getByLabel('What happened')
  const send = page.getByRole('button', { name: 'Send complaint' })

  // An empty form, sent from the keyboard once the page is interactive (the button is off until
  // then): each field says what it needs, and the first takes the focus.
  await expect(send).toBeEnabled()
  await send.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Please enter your name')).toBeVisible()
  await expect(page.getByText('Please enter your email address')).toBeVisible()
  await expect(page.getByText('Please tell us what happened')).toBeVisible()
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(nameField).toBeFocused()

  await nameField.fill(name)
  await emailField.fill(email)
  await story.fill('You sent me a newsletter after I had asked you to remove my details.')

  // Sending fails once (the connection drops): the message says so and nothing typed is lost.
  await page.route('**/api/privacy-complaint', (route) => route.abort(), { times: 1 })
  await send.click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not send your complaint' }),
  ).toBeVisible()
  await expect(nameField).toHaveValue(name)
  await expect(emailField).toHaveValue(email)

  const sent = page.waitForResponse('**/api/privacy-complaint')
  await send.click()
  const answer = (await (await sent).json()) as { reference: string; dueAt: string }
  const due = new Date(answer.dueAt)
  const confirmation = page.getByRole('status').filter({ hasText: answer.reference })
  await expect(
    confirmation.getByRole('heading', { name: 'We have received your complaint' }),
  ).toBeFocused()
  await expect(confirmation).toContainText(`Your reference is ${answer.reference}`)
  await expect(confirmation).toContainText(`reply to you by ${longDay(due)}`)

  // The acknowledgement reaches the complainant's mailbox.
  let mail: string | undefined
  await expect.poll(() => (mail = mailTo(email)), { timeout: 30_000 }).toBeTruthy()
  expect(mail).toContain(`Your reference is ${answer.reference}.`)
  expect(mail).toContain(`reply to you by ${longDay(due)}.`)

  // Ops see it in the list with its due date, and on their dashboard.
  const staff = await browser.newContext({ timezoneId: 'UTC' })
  const ops = await staff.newPage()
  await signIn(ops, await staffAccount('ops'))
  const widget = ops.getByRole('region', { name: /^Privacy complaints open/ })
  await expect(widget.getByRole('listitem').filter({ hasText: name })).toContainText(
    `Reply due ${longDay(due)}`,
  )
  await ops.goto('/admin/collections/privacy-complaints')
  const row = ops.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText(email)
  await expect(row).toContainText(listDay(due))
  await expect(row).toContainText('Open')
  await staff.close()

  // Without signing in, the API hands out no complaint.
  const anonymous = await request.get('/api/privacy-complaints')
  expect([401, 403]).toContain(anonymous.status())
  expect(await anonymous.text()).not.toContain(email)
})
