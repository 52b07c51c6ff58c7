/**
 * Attribution: where a visit came from travels with the submission it ends in, and ops see it on
 * the record and in the CSV export.
 */
import { expect, test } from '@playwright/test'
import { auth, signIn, staffAccount, staffToken, submissionsByEmail } from './helpers'
import { reachStep5 } from './wizard'

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks (the brief does). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]]
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      rows.at(-1)!.push(cell)
      cell = ''
    } else if (char === '\n') {
      rows.at(-1)!.push(cell.replace(/\r$/, ''))
      rows.push([])
      cell = ''
    } else cell += char
  }
  rows.at(-1)!.push(cell)
  return rows.filter((row) => row.some((value) => value !== ''))
}

test('a visit from a newsletter to the start-up pricing page is attributed on the submission', async ({
  page,
  request,
}) => {
  test.slow()
  const email = `attributed+${Date.now()}@acme-widgets.example`
  await page.goto('/pricing-start-up?utm_source=newsletter&utm_campaign=autumn')
  await expect(page.getByRole('radio', { name: 'EUR', exact: true })).toBeEnabled()
  await page.getByRole('radio', { name: 'EUR', exact: true }).check()
  await page.getByRole('link', { name: 'Get Started with Leadpilot Pro' }).click()
  await expect(page).toHaveURL(/\/onboarding$/)

  await reachStep5(page, { email })
  await page.getByRole('button', { name: 'Complete Onboarding' }).click()
  await expect(page.getByText('Brief Automatically Sent')).toBeVisible()

  // Nothing of it was a cookie.
  expect(await page.context().cookies()).toEqual([])

  const ops = await staffAccount('ops')
  const opsToken = await staffToken('ops')
  const { docs } = await submissionsByEmail(request, email, opsToken)
  expect(docs).toHaveLength(1)
  const record = docs[0]!
  expect(record.variant).toBe('full')
  expect(record.attribution).toMatchObject({
    landingPage: '/pricing-start-up',
    utmSource: 'newsletter',
    utmCampaign: 'autumn',
    pricingPage: '/pricing-start-up',
    currency: 'EUR',
    plan: 'pro',
  })

  // Ops see it on the record, read-only.
  await signIn(page, ops)
  await page.goto(`/admin/collections/onboarding-submissions/${record.id}`)
  await page.getByRole('button', { name: 'Source', exact: true }).click()
  const shown = (label: string) => page.getByLabel(label, { exact: true })
  await expect(shown('Landing page')).toHaveValue('/pricing-start-up')
  await expect(shown('UTM source')).toHaveValue('newsletter')
  await expect(shown('UTM campaign')).toHaveValue('autumn')
  await expect(shown('Pricing page last seen')).toHaveValue('/pricing-start-up')
  await expect(shown('Currency on it')).toHaveValue('EUR')
  await expect(shown('Plan button pressed')).toHaveValue('pro')
  await expect(shown('UTM source')).toBeDisabled()

  // And in the CSV export, as the list's export button downloads it.
  const download = await request.get(
    `/api/onboarding-submissions/export-csv?search=${encodeURIComponent(email)}`,
    { headers: auth(opsToken) },
  )
  expect(download.ok()).toBeTruthy()
  const [header, ...rows] = parseCsv(await download.text())
  const row = rows.find((cells) => cells.includes(email))!
  const cell = (column: string) => row[header.indexOf(column)]
  expect(cell('Landing page')).toBe('/pricing-start-up')
  expect(cell('UTM source')).toBe('newsletter')
  expect(cell('UTM campaign')).toBe('autumn')
  expect(cell('Pricing page last seen')).toBe('/pricing-start-up')
  expect(cell('Currency on it')).toBe('EUR')
  expect(cell('Plan button pressed')).toBe('pro')
  expect(cell('Form')).toBe('Five-step wizard')
})
