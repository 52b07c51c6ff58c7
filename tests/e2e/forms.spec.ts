import { expect, test, type Page } from '@playwright/test'
import {
  adminToken,
  auth,
  expectAccessible,
  mailsContaining,
  signIn,
  staffAccount,
  staffToken,
  uniqueSlug,
} from './helpers'

/** A form's time token is good from three seconds after the form appears: a person is slower. */
const PERSON_PAUSE_MS = 3_500

/** The e-mails to `to` holding `text`, once the jobs queue has sent them. */
async function untilMail(text: string, to: string) {
  await expect
    .poll(() => mailsContaining(text, to).length, { timeout: 30_000, intervals: [500] })
    .toBeGreaterThan(0)
  return mailsContaining(text, to)[0]!
}

/** The label's field inside the form named `form`. */
const field = (page: Page, form: string, label: string) =>
  page.getByRole('form', { name: form }).getByLabel(label, { exact: false })

test.describe.configure({ mode: 'serial' })

test('a marketer builds a form and places it on a page; a visitor sends it; the team and the sender are e-mailed; ops read and export it, marketers cannot', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const title = `Webinar sign-up ${uniqueSlug('form')}`
  const marketer = await staffAccount('marketer')

  // The marketer builds the form in the admin: two fields, a message and a confirmation e-mail.
  await signIn(page, marketer)
  // Nothing is stored until Save. On a loaded machine Payload 3.90.1 once added a field's row
  // without its inputs (the form state carrying them never came, and nothing asked again), so a
  // marketer who meets that starts the form again from a fresh page, and so does the test.
  page.on('dialog', (dialog) => void dialog.accept())
  const addField = async (index: number, type: string, name: string, label: string) => {
    await page.getByRole('button', { name: 'Add Field' }).click()
    await page.getByRole('button', { name: type, exact: true }).click()
    await page.locator(`#field-fields__${index}__name`).fill(name, { timeout: 30_000 })
    await page.locator(`#field-fields__${index}__label`).fill(label)
    await page.locator(`#field-fields__${index}__required`).check({ force: true })
  }
  await expect(async () => {
    await page.goto('/admin/collections/forms/create')
    await page.locator('#field-title').fill(title)
    // Where entries go is for admins alone: the marketer sees it read-only.
    await expect(page.locator('#field-notifyTo')).toBeDisabled()
    await addField(0, 'Text', 'name', 'Your name')
    await addField(1, 'Email', 'email', 'Work email')
  }).toPass({ timeout: 150_000 })
  await page.locator('#field-submitButtonLabel').fill('Save my seat')
  const message = page.locator('[data-field-path="confirmationMessage"] [contenteditable="true"]')
  await message.click()
  await message.pressSequentially('You are on the list. Look out for the joining link.')
  // The subject and body show once the form state has the box ticked; on a loaded machine an
  // earlier state (from typing the message) can still land after the tick, so tick it again.
  const send = page.locator('#field-confirmationEmail__send')
  const subject = page.locator('#field-confirmationEmail__subject')
  await expect(async () => {
    if (await send.isChecked()) await send.uncheck({ force: true })
    await send.check({ force: true })
    await expect(subject).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 90_000 })
  await subject.fill('Your seat is saved, {{name}}')
  await page
    .locator('#field-confirmationEmail__body')
    .fill('Hello {{name}}, thank you for signing up for our webinar.')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/forms\/\d+/)
  const formId = Number(/forms\/(\d+)/.exec(page.url())![1])

  // The marketer's attempt to set the recipients through the API is ignored.
  const marketerJwt = await staffToken('marketer')
  await request.patch(`/api/forms/${formId}`, {
    headers: auth(marketerJwt),
    data: { notifyTo: 'marketer@example.com' },
  })
  const adminJwt = await adminToken()
  const stored = await (
    await request.get(`/api/forms/${formId}`, { headers: auth(adminJwt) })
  ).json()
  expect(stored.notifyTo ?? null).toBeNull()

  // An admin sets the team address in the admin.
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await signIn(adminPage, {
    email: process.env.E2E_ADMIN_EMAIL!,
    password: process.env.E2E_ADMIN_PASSWORD!,
  })
  await adminPage.goto(`/admin/collections/forms/${formId}`)
  await adminPage.locator('#field-notifyTo').fill('events@leadpilot.example')
  await adminPage.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(adminPage.getByText(/successfully/i).first()).toBeVisible()
  await adminContext.close()

  // The marketer places it on a page with the Form block and publishes.
  const slug = uniqueSlug('webinar')
  const created = await request.post('/api/pages?draft=true', {
    headers: auth(adminJwt),
    data: {
      title: 'Webinar',
      slug,
      _status: 'draft',
      layout: [{ blockType: 'hero', heading: 'Join our spring webinar' }],
    },
  })
  expect(created.ok()).toBeTruthy()
  const pageId = (await created.json()).doc.id
  await page.goto(`/admin/collections/pages/${pageId}`)
  const saved = page.waitForResponse(
    (r) =>
      ['POST', 'PATCH'].includes(r.request().method()) &&
      r.url().includes('/api/pages') &&
      (r.request().postData() ?? '').includes(`"form":${formId}`),
    { timeout: 60_000 },
  )
  await page
    .getByRole('button', { name: /Add (Layout|Block)/ })
    .last()
    .click()
  // A block's button is named by its sketch and its label: pick it by the label it shows.
  await page
    .getByRole('dialog')
    .locator('button', { hasText: /^Form$/ })
    .click()
  const picker = page.locator('#field-layout__1__form')
  await picker.click()
  await page.keyboard.type(title.slice(0, 20))
  await page.locator('.rs__option', { hasText: title }).click()
  await saved
  await page.reload()
  await expect(page.locator('#field-layout__1__form')).toContainText(title)
  const published = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes('/api/pages/') &&
      (r.request().postData() ?? '').includes('"_status":"published"'),
    { timeout: 60_000 },
  )
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await published).ok()).toBeTruthy()

  // A visitor: a wrong address is refused under its field and nothing typed is lost.
  const visitor = await browser.newContext()
  const site = await visitor.newPage()
  await site.goto(`/${slug}`)
  const email = `${uniqueSlug('visitor')}@example.com`
  await field(site, title, 'Your name').fill('Morgan Lee')
  await field(site, title, 'Work email').fill('morgan-at-example')
  await site.waitForTimeout(PERSON_PAUSE_MS)
  await site.getByRole('button', { name: 'Save my seat' }).click()
  await expect(site.getByText('Please enter a valid email address')).toBeVisible()
  await expect(field(site, title, 'Work email')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(site, title, 'Work email')).toBeFocused()
  await expect(field(site, title, 'Your name')).toHaveValue('Morgan Lee')
  await field(site, title, 'Work email').fill(email)
  await site.getByRole('button', { name: 'Save my seat' }).click()
  await expect(site.getByText('You are on the list. Look out for the joining link.')).toBeVisible()
  await visitor.close()

  // The team's notification and the sender's confirmation arrive by SMTP.
  const team = await untilMail(email, 'events@leadpilot.example')
  expect(team.raw).toContain(`New entry: ${title}`)
  expect(team.raw).toContain('Morgan Lee')
  const confirmation = await untilMail('Your seat is saved, Morgan Lee', email)
  expect(confirmation.raw.replace(/=\r?\n/g, '')).toContain('thank you for signing up')

  // Marketers never read entries, not in the admin nor over the API.
  await page.goto('/admin/collections/form-submissions')
  await expect(page.getByText(email)).toHaveCount(0)
  const refused = await request.get('/api/form-submissions', { headers: auth(marketerJwt) })
  expect(refused.status()).toBe(403)

  // Ops see the entry and export it as CSV.
  const opsContext = await browser.newContext()
  const opsPage = await opsContext.newPage()
  await signIn(opsPage, await staffAccount('ops'))
  await opsPage.goto(`/admin/collections/form-submissions?search=${encodeURIComponent(email)}`)
  await expect(opsPage.getByRole('link', { name: email })).toBeVisible()
  const download = opsPage.waitForEvent('download')
  await opsPage.getByRole('link', { name: /Export 1 entry as CSV/ }).click()
  const file = await (await download).path()
  const csv = (await import('node:fs')).readFileSync(file, 'utf8')
  expect(csv).toContain('"Your name","Work email"')
  expect(csv).toContain(`"Morgan Lee","${email}"`)
  await opsContext.close()
})

test('the contact form and the partner application are on their pages and reach their teams', async ({
  page,
}) => {
  test.slow()
  await page.goto('/contact')
  const email = `${uniqueSlug('contact')}@example.com`
  await field(page, 'Contact us', 'Your name').fill('Alex Morgan')
  await field(page, 'Contact us', 'Email address').fill(email)
  await field(page, 'Contact us', 'Company').fill('Morgan Advisory')
  await page.waitForTimeout(PERSON_PAUSE_MS)
  await page.getByRole('button', { name: 'Send message' }).click()
  // The message is required: said under its field, and the rest stays.
  await expect(page.getByText('Please fill in this field')).toBeVisible()
  await expect(field(page, 'Contact us', 'Company')).toHaveValue('Morgan Advisory')
  await field(page, 'Contact us', 'How can we help?').fill('Could we talk about the Growth plan?')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('your message is on its way to our team')).toBeVisible()
  const support = await untilMail(email, 'support@leadpilot.example')
  expect(support.raw).toContain('Could we talk about the Growth plan?')
  await untilMail('We have your message', email)

  await page.goto('/referral-partner-program')
  // The application replaces the e-mail link.
  await expect(page.getByRole('link', { name: 'Email the partner team' })).toHaveCount(0)
  const form = 'Referral partner application'
  const partner = `${uniqueSlug('partner')}@example.com`
  await field(page, form, 'Your name').fill('Jo Patel')
  await field(page, form, 'Email address').fill(partner)
  await field(page, form, 'Company').fill('Patel Growth Partners')
  await field(page, form, 'Website').fill('patelgrowth.example')
  await field(page, form, 'How would you refer clients').fill(
    'I advise B2B founders and would introduce those who need a steady pipeline.',
  )
  await page.waitForTimeout(PERSON_PAUSE_MS)
  await page.getByRole('button', { name: 'Apply to become a partner' }).click()
  await expect(page.getByText('Thank you for applying.')).toBeVisible()
  const team = await untilMail(partner, 'partners@leadpilot.example')
  expect(team.raw).toContain('Patel Growth Partners')
  await untilMail('Your Leadpilot partner application', partner)
})

test('bots are turned away with a clear message: too fast, the hidden field, another site', async ({
  page,
  request,
}) => {
  await page.goto('/contact')
  // Sent at once, faster than a person types: refused, and nothing typed is lost. The first entry
  // goes out with a token given that very moment, so the server sees it sent at once however long
  // this machine took to fill the fields in.
  await page.route(
    '**/api/form-entries',
    async (route) => {
      const body = route.request().postDataJSON() as { formId: number }
      const fresh = await request.get(`/api/form-entries/token?form=${body.formId}`)
      const { token } = (await fresh.json()) as { token: string }
      await route.continue({ postData: JSON.stringify({ ...body, token }) })
    },
    { times: 1 },
  )
  await field(page, 'Contact us', 'Your name').fill('Quick Sender')
  await field(page, 'Contact us', 'Email address').fill('quick@example.com')
  await field(page, 'Contact us', 'How can we help?').fill('Hello')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'quicker than a person' })).toBeVisible()
  await expect(field(page, 'Contact us', 'Your name')).toHaveValue('Quick Sender')
  await page.waitForTimeout(PERSON_PAUSE_MS)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('your message is on its way to our team')).toBeVisible()

  const { docs } = await (
    await request.get(`/api/forms?where[title][equals]=${encodeURIComponent('Contact us')}`)
  ).json()
  const formId = docs[0].id as number
  const { token } = await (await request.get(`/api/form-entries/token?form=${formId}`)).json()
  await new Promise((r) => setTimeout(r, PERSON_PAUSE_MS))
  const base = {
    formId,
    entryId: crypto.randomUUID(),
    token,
    values: { name: 'Bot', email: 'bot@example.com', message: 'Buy now' },
  }
  const trapped = await request.post('/api/form-entries', { data: { ...base, fax_number: 'x' } })
  expect(trapped.status()).toBe(400)
  expect((await trapped.json()).message).toContain('a field meant to stay empty was filled in')
  const elsewhere = await request.post('/api/form-entries', {
    data: base,
    headers: { Origin: 'https://elsewhere.example' },
  })
  expect(elsewhere.status()).toBe(403)
  expect((await elsewhere.json()).message).toBe('This form can only be sent from our website.')
})

test('the contact form at 390 px: one column, no sideways scrolling, accessible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/contact#message')
  const name = field(page, 'Contact us', 'Your name')
  const email = field(page, 'Contact us', 'Email address')
  await expect(name).toBeVisible()
  const [a, b] = [await name.boundingBox(), await email.boundingBox()]
  expect(b!.y).toBeGreaterThan(a!.y)
  expect(a!.width).toBeGreaterThan(300)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  )
  expect(overflow).toBe(false)
  await expectAccessible(page)
})
