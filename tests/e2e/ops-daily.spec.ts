/**
 * Ops' daily work on a submission in the admin: re-send the brief (to the team's inbox, never to
 * an address typed in), mark it sent by hand, write notes, read who changed the status and when,
 * correct the client's details and see the brief (the tab and the download) follow, and export
 * from the "⋮" menu beside the list's filters.
 */
import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { validSubmission } from '../support/submission'
import {
  TEAM_INBOX,
  adminToken,
  auth,
  mailsContaining,
  signIn,
  staffAccount,
  storedSubmissionId,
  uniqueSlug,
} from './helpers'

// One test empties the brief recipients for a while, which would fail another's re-sent brief:
// one at a time.
test.describe.configure({ mode: 'serial' })

async function submit(request: Parameters<typeof storedSubmissionId>[0], name: string) {
  const company = `${name} Trading ${uniqueSlug('co')}`
  const created = await request.post('/api/onboarding', {
    data: validSubmission(crypto.randomUUID(), { name, companyName: company }),
  })
  expect(created.status(), await created.text()).toBe(201)
  return { id: await storedSubmissionId(request, created), company }
}

/** Saves the form and waits for the server's answer. */
async function save(page: Page) {
  const saved = page.waitForResponse(
    (res) =>
      /\/api\/onboarding-submissions\/\d+/.test(res.url()) &&
      ['PATCH', 'POST'].includes(res.request().method()),
  )
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await saved).status()).toBe(200)
}

async function openTab(page: Page, id: number | string, tab: string) {
  await page.goto(`/admin/collections/onboarding-submissions/${id}`)
  await page.getByRole('button', { name: tab, exact: true }).click()
}

const delivery = (page: Page) =>
  page.locator('.brief-panel__delivery').filter({ hasText: 'Brief e-mail to the team' })

test('ops re-send a delivered brief to the team’s inbox, and the Brief tab says who did it', async ({
  page,
  request,
}) => {
  test.slow()
  const name = `Rosa Resend ${uniqueSlug('r')}`
  const { id } = await submit(request, name)
  const ops = await staffAccount('ops')
  await signIn(page, ops)
  await expect(async () => {
    await openTab(page, id, 'Brief')
    await expect(delivery(page)).toContainText('Delivered', { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  expect(mailsContaining(name, TEAM_INBOX)).toHaveLength(1)

  await page.getByRole('button', { name: 'Re-send brief e-mail' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Queued again' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Brief e-mail sent by hand' })).toContainText(
    `Re-sent by ${ops.email}`,
  )
  await expect(() => expect(mailsContaining(name, TEAM_INBOX)).toHaveLength(2)).toPass({
    timeout: 30_000,
  })
  await expect(async () => {
    await openTab(page, id, 'Brief')
    await expect(delivery(page)).toContainText('Delivered', { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
})

test('ops mark a brief that could not go out as sent by hand', async ({ page, request }) => {
  test.slow()
  const token = await adminToken()
  const settings = await (
    await request.get('/api/globals/site-settings?depth=0', { headers: auth(token) })
  ).json()
  const recipients = settings.briefRecipients.map(({ email }: { email: string }) => ({ email }))
  // With no recipients in Site settings the brief cannot go out: it waits, retrying.
  await request.post('/api/globals/site-settings', {
    headers: auth(token),
    data: { briefRecipients: [] },
  })
  try {
    const { id } = await submit(request, `Milo Manual ${uniqueSlug('m')}`)
    const ops = await staffAccount('ops')
    await signIn(page, ops)
    await expect(async () => {
      await openTab(page, id, 'Brief')
      await expect(delivery(page)).toContainText('Not delivered yet', { timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Re-send brief e-mail' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'No brief recipients are set' }),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Mark as sent' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Marked as sent by you' }),
    ).toBeVisible()
    await expect(delivery(page)).toContainText('Delivered')
    await expect(page.getByRole('list', { name: 'Brief e-mail sent by hand' })).toContainText(
      `Marked as sent by hand by ${ops.email}`,
    )
    await expect(page.getByRole('button', { name: 'Mark as sent' })).toHaveCount(0)
  } finally {
    await request.post('/api/globals/site-settings', {
      headers: auth(token),
      data: { briefRecipients: recipients },
    })
  }
})

test('ops write notes and read the status history, newest first', async ({ page, request }) => {
  test.slow()
  const { id } = await submit(request, `Nell Notes ${uniqueSlug('n')}`)
  const ops = await staffAccount('ops')
  await signIn(page, ops)
  await openTab(page, id, 'Notes and history')
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible()
  await expect(page.locator('.status-history')).toContainText('Received as New')

  await page.getByRole('button', { name: 'Add Note' }).click()
  await page.locator('textarea[name="notes.0.body"]').fill('Called; they would like a proposal.')
  await page.locator('#field-status').click()
  await page.locator('.rs__option', { hasText: 'Contacted' }).click()
  await save(page)

  await openTab(page, id, 'Notes and history')
  await expect(page.locator('.status-history li').first()).toContainText(
    `New → Contacted by ${ops.email}`,
  )
  await expect(page.locator('#notes-row-0')).toContainText(ops.email)
  await expect(page.locator('textarea[name="notes.0.body"]')).toHaveValue(
    'Called; they would like a proposal.',
  )

  // A second note goes above the first once saved.
  await page.getByRole('button', { name: 'Add Note' }).click()
  await page.locator('textarea[name="notes.1.body"]').fill('Proposal sent.')
  await save(page)
  await openTab(page, id, 'Notes and history')
  await expect(page.locator('textarea[name="notes.0.body"]')).toHaveValue('Proposal sent.')
  await expect(page.locator('textarea[name="notes.1.body"]')).toHaveValue(
    'Called; they would like a proposal.',
  )
})

test('correcting a client’s company name rewrites the brief in the tab and the download', async ({
  page,
  request,
}) => {
  test.slow()
  const { id, company } = await submit(request, `Cora Correct ${uniqueSlug('c')}`)
  const renamed = `Renamed ${company}`
  await signIn(page, await staffAccount('ops'))
  await openTab(page, id, 'Client')
  await page.locator('#field-companyName').fill(renamed)
  await save(page)

  await openTab(page, id, 'Brief')
  const brief = page.getByRole('article', { name: 'Client brief' })
  await expect(brief.getByRole('heading', { name: `Client Brief: ${renamed}` })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download brief (.md)' }).click()
  const text = fs.readFileSync((await (await downloading).path())!, 'utf8')
  expect(text).toContain(`# Client Brief: ${renamed}`)
})

test('the “⋮” menu beside the filters exports the list as CSV', async ({ page, request }) => {
  test.slow()
  await submit(request, `Mia Menu ${uniqueSlug('menu')}`)
  await signIn(page, await staffAccount('ops'))
  await page.goto('/admin/collections/onboarding-submissions')
  await page.getByRole('button', { name: 'More options' }).click()
  const item = page.getByRole('button', { name: /^Export .* as CSV$/ })
  await expect(item).toBeVisible()
  await expect(page.getByRole('button', { name: 'Due for removal' })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await item.click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^onboarding-submissions-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(fs.readFileSync((await download.path())!, 'utf8')).toContain('Mia Menu')
})
