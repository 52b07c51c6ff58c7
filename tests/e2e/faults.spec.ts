/**
 * Faults a visitor can run into. These stop the database, so they run in their own project after
 * every other browser test (playwright.config.ts).
 */
import { expect, test } from '@playwright/test'
import { submissionsByEmail } from './helpers'
import { field, next, reachStep5, stepText } from './wizard'

const control = (action: 'pause' | 'resume') =>
  fetch(`${process.env.E2E_CONTROL_URL}/db/${action}`, { method: 'POST' }).then((res) => {
    if (!res.ok) throw new Error(`database ${action} failed: ${res.status}`)
  })

test.afterEach(async () => {
  // Never leave the database down for whatever runs next.
  await control('resume').catch(() => {})
})

test('with the database down the visitor sees the alert and keeps every answer; once it is back the same submission goes through', async ({
  page,
  request,
}) => {
  test.slow()
  await page.route('https://assets.calendly.com/**', (route) => route.abort())
  const email = `outage+${Date.now()}@acme-widgets.example`
  await page.goto('/onboarding')
  await reachStep5(page, { email, jobTitle: 'Finance Director' })

  await control('pause')
  await page.getByRole('button', { name: 'Complete Onboarding' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'There was an error' })).toContainText(
    'There was an error processing your submission. Please try again.',
  )
  await stepText(page, 5)

  // Every answer is still there, even after a reload.
  await page.reload()
  await stepText(page, 5)
  await page.getByRole('button', { name: 'Previous' }).click()
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(field(page, 'Job title 1')).toHaveValue('Finance Director')
  await page.getByRole('button', { name: 'Previous' }).click()
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(field(page, 'Email')).toHaveValue(email)

  await control('resume')
  for (let step = 1; step < 5; step++) await next(page)
  await page.getByRole('button', { name: 'Complete Onboarding' }).click()
  await expect(page.getByText('Brief Automatically Sent')).toBeVisible()

  const found = await submissionsByEmail(request, email)
  expect(found.totalDocs).toBe(1)
  expect(found.docs[0].icps?.[0]?.jobTitles).toEqual(['Finance Director'])
})
