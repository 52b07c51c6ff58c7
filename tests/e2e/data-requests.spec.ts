/**
 * A person's request about their data, as ops answer it in the admin: they record the request,
 * see everything held for the address (whatever case it was typed in), download a copy as JSON
 * and as readable text, restrict its use, erase it and close the request; the dashboard shows
 * open and overdue requests; the access log records each answer, and the register keeps only a
 * masked address once the data is erased.
 */
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { validSubmission } from '../support/submission'
import { adminToken, auth, signIn, staffAccount, staffToken, uniqueSlug } from './helpers'

async function download(page: Page, link: string) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: link }).click()
  const file = await downloading
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') }
}

test('ops find, export, restrict and erase what is held for an address, and close the request', async ({
  page,
  request,
}) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  const email = `${uniqueSlug('asker')}@example.com`
  const name = `Asker ${uniqueSlug('person')}`
  for (const address of [email, email.toUpperCase()]) {
    const created = await request.post('/api/onboarding', {
      data: validSubmission(crypto.randomUUID(), { name, email: address }),
    })
    expect(created.status(), await created.text()).toBe(201)
  }

  await signIn(page, await staffAccount('ops'))
  await page.goto('/admin/collections/data-requests/create')
  await page.getByLabel('Their e-mail address').fill(email)
  await page.locator('#field-kind').click()
  await page.locator('.rs__option', { hasText: 'A copy of their data' }).click()
  await page.getByLabel('What they asked').fill('E-mailed on Monday asking what we hold.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/data-requests\/\d+/)
  const id = Number(/data-requests\/(\d+)/.exec(page.url())![1])

  const held = page.getByRole('region', { name: `What we hold for ${email}` })
  await expect(held.getByRole('link', { name: new RegExp(name) })).toHaveCount(2)
  await page.screenshot({ path: 'test-results/data-request-ops-1280.png', fullPage: true })

  const json = await download(page, 'Download copy (JSON)')
  expect(json.name).toMatch(new RegExp(`^leadpilot-data-${id}-\\d{4}-\\d{2}-\\d{2}\\.json$`))
  const copy = JSON.parse(json.text)
  expect(copy.emailAddress).toBe(email)
  expect(copy.records['onboarding-submissions']).toHaveLength(2)
  const text = await download(page, 'Download readable copy (.txt)')
  expect(text.text).toContain(`Personal data held by Leadpilot for ${email}`)
  expect(text.text).toContain(`Name: ${name}`)

  await held.getByRole('button', { name: 'Restrict use' }).click()
  await expect(held.getByRole('status')).toHaveText('Restricted the use of 2 records.')
  await expect(held.getByText('(restricted)')).toHaveCount(2)
  const csv = await request.get(
    `/api/onboarding-submissions/export-csv?search=${encodeURIComponent(email)}`,
    { headers: auth(await staffToken('ops')) },
  )
  expect(await csv.text()).not.toContain(name)

  await held.getByRole('button', { name: 'Erase everything…' }).click()
  await held.getByRole('button', { name: 'Cancel' }).click()
  await expect(held.getByRole('button', { name: 'Erase for good' })).toHaveCount(0)
  await held.getByRole('button', { name: 'Erase everything…' }).click()
  await held.getByRole('button', { name: 'Erase for good' }).click()
  await expect(page.getByText(/Everything held for this person was erased on/)).toBeVisible()
  await expect(page.getByLabel('Their e-mail address')).toHaveValue('a•••@•••.com')
  const found = await request.get(
    `/api/onboarding-submissions?where[name][equals]=${encodeURIComponent(name)}&depth=0`,
    { headers: auth(await adminToken()) },
  )
  expect((await found.json()).totalDocs).toBe(0)

  await page.locator('#field-status').click()
  await page.locator('.rs__option', { hasText: 'Answered' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  // Refused with the field named: under the field, or in the notice Payload shows on a refused save.
  await expect(
    page
      .getByText('Say how the request was answered before closing it.')
      .or(page.getByText('The following field is invalid: Outcome'))
      .first(),
  ).toBeVisible()
  const unsaved = await request.get(`/api/data-requests/${id}?depth=0`, {
    headers: auth(await adminToken()),
  })
  expect((await unsaved.json()).status).toBe('open')
  await page.getByLabel('Outcome').fill('Sent both copies, then erased everything as asked.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('#field-answeredAt input')).not.toHaveValue('')

  const admin = auth(await adminToken())
  const stored = await (
    await request.get(`/api/data-requests/${id}?depth=0`, { headers: admin })
  ).json()
  expect(stored.actions.map((a: { what: string }) => a.what)).toEqual([
    'Exported a copy of 2 records (JSON)',
    'Exported a copy of 2 records (readable text)',
    'Restricted the use of 2 records',
    'Erased 2 records held for the address',
  ])
  expect(JSON.stringify(stored)).not.toContain(email)
  const log = await request.get(
    `/api/audit-log?where[change][like]=${encodeURIComponent(`Data request ${id}:`)}&limit=20`,
    { headers: admin },
  )
  const entries = (await log.json()).docs
  expect(entries).toHaveLength(4)
  expect(entries.every((e: { who: string }) => /^ops-/.test(e.who))).toBe(true)
})

test('the dashboard shows open requests soonest due first, the overdue ones marked', async ({
  page,
  request,
}) => {
  const headers = auth(await staffToken('ops'))
  const late = `${uniqueSlug('late')}@example.com`
  const made = await request.post('/api/data-requests', {
    headers,
    data: {
      email: late,
      kind: 'erasure',
      receivedAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    },
  })
  expect(made.status(), await made.text()).toBe(201)

  await signIn(page, await staffAccount('ops'))
  const widget = page.getByRole('region', { name: /^Data requests open \(\d+\)/ })
  const item = widget.getByRole('listitem').filter({ hasText: late })
  await expect(item).toContainText('Erase their data')
  await expect(item).toContainText('Overdue since')
  await expect(widget).toContainText(/\d+ overdue/)
  await item.getByRole('link').click()
  await expect(page.getByLabel('Their e-mail address')).toHaveValue(late)
})
