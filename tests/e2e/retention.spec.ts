/**
 * Retention as ops and visitors meet it: ops see on their dashboard and in "Due for removal"
 * what the nightly job will anonymise or delete in the next 30 days (submissions, form entries,
 * live chats) and keep one record longer with a reason; the privacy page states the periods admins set, and follows a change at once.
 */
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { validSubmission } from '../support/submission'
import { addMonths, DEFAULT_PERIODS } from '@/lib/retention'
import { formatUtcDay } from '@/lib/onboarding/submission-labels'
import { adminToken, auth, signIn, staffAccount, storedSubmissionId, uniqueSlug } from './helpers'

// The last test changes the retention periods the others' dates are counted with: one at a time.
test.describe.configure({ mode: 'serial' })

/** Moves a stored record's last contact back in time, as an old enquiry's would be. */
async function lastContactAgo(
  id: number,
  days: number,
  table: 'onboarding_submissions' | 'conversations' = 'onboarding_submissions',
): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `update ${table} set last_contact_at = now() - make_interval(days => $2) where id = $1`,
      [id, days],
    )
  } finally {
    await client.end()
  }
}

test('ops see an enquiry due for removal and keep it longer with a reason, which the audit log records', async ({
  page,
  request,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  const name = `Retention ${uniqueSlug('prospect')}`
  const created = await request.post('/api/onboarding', {
    data: validSubmission(crypto.randomUUID(), { name, companyName: 'Old Enquiry Ltd' }),
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = await storedSubmissionId(request, created)
  // 24 months and a few days ago, less ten days: due in about ten days.
  await lastContactAgo(id, 2 * 365 - 10)

  await signIn(page, await staffAccount('ops'))
  const widget = page.getByRole('region', { name: /Due for removal in 30 days/ })
  await expect(widget.getByRole('link', { name })).toBeVisible()
  await widget.getByRole('link', { name: 'Review and keep longer' }).click()

  await expect(page.getByRole('heading', { name: 'Due for removal', level: 1 })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('New')
  await expect(row).toContainText('Last contact')
  await page.screenshot({ path: 'test-results/retention-ops-1280.png', fullPage: true })

  const until = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)
  await row.getByLabel(`Keep ${name} until`).fill(until)
  await row.getByLabel(`Why ${name} is kept longer`).fill('Contract under negotiation')
  await row.getByRole('button', { name: 'Keep' }).click()
  await expect(page.getByText(/^Kept until \d/)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)

  const submission = await request.get(`/api/onboarding-submissions/${id}?depth=0`, {
    headers: auth(await adminToken()),
  })
  const { submissionId, retention } = await submission.json()
  expect(retention).toMatchObject({ reason: 'Contract under negotiation' })
  const log = await request.get(
    `/api/audit-log?where[change][equals]=${encodeURIComponent(`Submission ${submissionId} kept longer`)}`,
    { headers: auth(await adminToken()) },
  )
  const [entry] = (await log.json()).docs
  expect(entry.after).toEqual([`until ${until}`, 'Contract under negotiation'])
  expect(entry.who).toMatch(/^ops-/)
})

test('ops see a live chat due for deletion, and the visitor who wrote it', async ({
  page,
  request,
}) => {
  const admin = auth(await adminToken())
  /** Starts a chat as a visitor; its stored record. */
  const chat = async (email: string, name: string) => {
    const started = await request.post('/api/chat', {
      data: { email, name, message: 'Do you work with accountancy firms?' },
    })
    expect(started.status(), await started.text()).toBe(201)
    const found = await request.get(
      `/api/conversations?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: admin },
    )
    return (await found.json()).docs[0] as { id: number }
  }
  const oldEmail = `${uniqueSlug('old-chat')}@example.com`
  const newEmail = `${uniqueSlug('new-chat')}@example.com`
  const old = await chat(oldEmail, 'Old Chatter')
  const recent = await chat(newEmail, 'New Chatter')
  try {
    // Its last message 24 months ago, less ten days: deleted in about ten days.
    await lastContactAgo(old.id, 2 * 365 - 10, 'conversations')
    const { lastContactAt } = await (
      await request.get(`/api/conversations/${old.id}?depth=0`, { headers: admin })
    ).json()

    await signIn(page, await staffAccount('ops'))
    await page.goto('/admin/retention')
    const table = page.getByRole('table', { name: 'Live chats due for removal' })
    const row = table.getByRole('row').filter({ hasText: oldEmail })
    await expect(row).toContainText('Old Chatter')
    await expect(row).toContainText(`Last message ${formatUtcDay(lastContactAt)}`)
    const removeOn = addMonths(new Date(lastContactAt), DEFAULT_PERIODS.enquiryMonths)
    await expect(row).toContainText(formatUtcDay(removeOn))
    // A chat from this week is nowhere near its end.
    await expect(page.getByText(newEmail)).toHaveCount(0)
    await row.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/conversations/${old.id}$`))
    await expect(page.getByText('Do you work with accountancy firms?')).toBeVisible()
  } finally {
    for (const { id } of [old, recent]) {
      await request.delete(`/api/conversations/${id}`, { headers: admin })
    }
  }
})

test('the privacy page states the retention periods admins set, and follows a change at once', async ({
  page,
  request,
}) => {
  const headers = auth(await adminToken())
  const set = (enquiryMonths: number) =>
    request.post('/api/globals/privacy-settings', { headers, data: { enquiryMonths } })
  await page.goto('/privacy')
  const section = page.locator('section').filter({
    has: page.getByRole('heading', { name: '5. How long we keep it' }),
  })
  await expect(section).toContainText('for 6 years after the work ends')
  await expect(section).toContainText('24 months after our last contact')
  try {
    expect((await set(18)).ok()).toBeTruthy()
    await expect(async () => {
      await page.reload()
      await expect(section).toContainText('18 months after our last contact', { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
  } finally {
    await set(24)
  }
})
