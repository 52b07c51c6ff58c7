/**
 * Ops at work in the admin: a submission's brief laid out as a document with its e-mails' status
 * (to the team, to the client) in words that agree, its download under the client's name in any script, and a CSV export of
 * every submission the list matches, from a button on the list.
 */
import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { briefFileName } from '@/lib/onboarding/brief'
import { validSubmission } from '../support/submission'
import { adminToken, auth, signIn, staffAccount, storedSubmissionId, uniqueSlug } from './helpers'

test('ops read the brief laid out, see it delivered, and download it under a non-Latin name', async ({
  page,
  request,
}) => {
  test.slow()
  const name = '李小龙 Łukasz'
  const company = `Zhou & Nowak ${uniqueSlug('brief')}`
  const created = await request.post('/api/onboarding', {
    data: validSubmission(crypto.randomUUID(), { name, companyName: company }),
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = await storedSubmissionId(request, created)

  await signIn(page, await staffAccount('ops'))
  await page.goto(`/admin/collections/onboarding-submissions/${id}`)
  await page.getByRole('button', { name: 'Brief', exact: true }).click()
  const brief = page.getByRole('article', { name: 'Client brief' })
  await expect(brief.getByRole('heading', { name: `Client Brief: ${company}` })).toBeVisible()
  await expect(brief.getByRole('heading', { name: 'Ideal Customer Profiles' })).toBeVisible()
  await expect(
    brief.getByRole('listitem').filter({ hasText: 'Job Titles:' }).first(),
  ).toContainText('Head of Merchandising')
  // Laid out, not Markdown source in a box.
  await expect(page.locator('textarea#field-brief')).toHaveCount(0)
  await expect(brief).not.toContainText('## ')

  // Both e-mails (the brief to the team, the confirmation to the client) go to the test SMTP
  // server: each status says delivered, with its time, and nothing on the screen says otherwise.
  await expect(async () => {
    await page.reload()
    await page.getByRole('button', { name: 'Brief', exact: true }).click()
    for (const which of ['Brief e-mail to the team', 'Confirmation to the client']) {
      await expect(page.locator('.brief-panel__delivery').filter({ hasText: which })).toContainText(
        /Delivered \d+ \w+ \d{4}/,
        { timeout: 1000 },
      )
    }
  }).toPass({ timeout: 30_000 })
  await expect(page.getByText(/no SMTP/i)).toHaveCount(0)

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download brief (.md)' }).click()
  const download = await downloading
  const record = await request.get(`/api/onboarding-submissions/${id}`, {
    headers: auth(await adminToken()),
  })
  const createdAt = new Date((await record.json()).createdAt)
  expect(download.suggestedFilename()).toBe(briefFileName(name, createdAt))
  const text = fs.readFileSync((await download.path())!, 'utf8')
  expect(text).toContain(`# Client Brief: ${company}`)
  expect(text).not.toContain('Submission not found')
})

test('ops export every matching submission as CSV from a button on the list, with readable columns', async ({
  page,
  request,
}) => {
  test.slow()
  const tag = uniqueSlug('csvco')
  const count = 12
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/onboarding', {
      data: validSubmission(crypto.randomUUID(), {
        company: `${tag} ${i}`,
        name: i === 0 ? '=HYPERLINK("x")' : `Client ${i}`,
      }),
    })
    expect(res.status()).toBe(201)
  }

  await signIn(page, await staffAccount('ops'))
  await page.goto(`/admin/collections/onboarding-submissions?search=${tag}&limit=10`)
  await expect(page.locator('.row-1')).toBeVisible()
  const button = page.getByRole('link', { name: `Export all ${count} submissions as CSV` })
  await expect(button).toBeVisible()
  const downloading = page.waitForEvent('download')
  await button.click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^onboarding-submissions-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n')
  expect(lines).toHaveLength(count + 1)
  expect(lines[0]).toContain('"Submitted (UTC)","Status","Name","E-mail"')
  expect(lines[0]).toContain('"Brief e-mail"')
  expect(lines[0]).toContain('"Onboarding call booked"')
  const rows = lines.slice(1)
  expect(rows.every((row) => row.includes(tag))).toBe(true)
  expect(rows.every((row) => row.includes('"New"'))).toBe(true)
  expect(rows.some((row) => row.includes('"Five-step wizard"'))).toBe(true)
  // A formula a visitor typed stays text in a spreadsheet.
  expect(rows.some((row) => row.includes(`"'=HYPERLINK(""x"")"`))).toBe(true)
})
