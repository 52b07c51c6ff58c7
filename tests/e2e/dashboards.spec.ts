/**
 * The admin's home per role: ops land on the submissions they work on, marketers on what is
 * scheduled, what changed this week and the claims that disagree.
 */
import { expect, test } from '@playwright/test'
import { validSubmission } from '../support/submission'
import {
  adminToken,
  auth,
  schedulePublish,
  signIn,
  staffAccount,
  storedSubmissionId,
  uniqueSlug,
} from './helpers'

test('ops land on new submissions, undelivered briefs and counts, not on content cards', async ({
  page,
  request,
}) => {
  test.slow()
  const name = `Dashboard ${uniqueSlug('client')}`
  const created = await request.post('/api/onboarding', {
    data: validSubmission(crypto.randomUUID(), { name }),
  })
  expect(created.status()).toBe(201)
  const id = await storedSubmissionId(request, created)

  await signIn(page, await staffAccount('ops'))
  const glance = page.getByRole('region', { name: 'Onboarding at a glance' })
  await expect(glance).toBeVisible()
  for (const label of ['New submissions', 'Received this week', 'Briefs not delivered']) {
    await expect(glance.getByRole('link', { name: new RegExp(`\\d+\\s*${label}`) })).toBeVisible()
  }
  const fresh = page.getByRole('region', { name: /^New submissions/ })
  await expect(fresh.getByRole('link', { name: new RegExp(name) })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Briefs not delivered/ })).toBeVisible()
  // No wall of content collections ops cannot edit, on the dashboard or in the navigation.
  await expect(page.locator('.collections__card-list')).toHaveCount(0)
  const nav = page.locator('nav.nav__wrap')
  await expect(nav.getByRole('link', { name: 'Onboarding submissions' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Conversion' })).toBeVisible()
  for (const screen of ['Pages', 'Posts', 'Media', 'Plans', 'Site Settings', 'Claims audit']) {
    await expect(nav.getByRole('link', { name: screen, exact: true })).toHaveCount(0)
  }

  // The count opens the list it counts; the submission opens from the dashboard.
  await glance.getByRole('link', { name: /New submissions/ }).click()
  await expect(page).toHaveURL(/onboarding-submissions\?where/)
  await expect(page.getByRole('link', { name })).toBeVisible()
  await page.goto('/admin')
  await fresh.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page).toHaveURL(new RegExp(`/onboarding-submissions/${id}$`))
})

test('marketers land on what is scheduled, what changed this week and open claim conflicts', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const key = uniqueSlug('dashboard-claim')
  const topic = `Refund window ${key}`
  const claim = await request.post('/api/claims', {
    headers: auth(token),
    data: {
      topic,
      key,
      readings: [
        { path: '/pricing', value: '30 days' },
        { path: '/contact', value: '60 days' },
      ],
      _status: 'published',
    },
  })
  expect(claim.ok(), await claim.text()).toBeTruthy()
  const claimId = (await claim.json()).doc.id

  try {
    const marketer = await staffAccount('marketer')
    await signIn(page, marketer)
    const conflicts = page.getByRole('region', { name: /^Claim conflicts/ })
    await expect(conflicts.getByRole('link', { name: topic })).toBeVisible()
    await expect(conflicts.getByText('Differs: 30 days vs 60 days')).toBeVisible()
    const changed = page.getByRole('region', { name: 'Changed this week' })
    await expect(changed.getByRole('link', { name: topic })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Scheduled' })).toBeVisible()

    // A page the marketer schedules shows under Scheduled, with its time.
    const title = `Scheduled launch ${uniqueSlug('page')}`
    const created = await request.post('/api/pages?draft=true', {
      headers: auth(token),
      data: {
        title,
        slug: uniqueSlug('launch'),
        layout: [{ blockType: 'hero', heading: title }],
        _status: 'draft',
      },
    })
    expect(created.ok(), await created.text()).toBeTruthy()
    const pageId = (await created.json()).doc.id
    await page.goto(`/admin/collections/pages/${pageId}`)
    const at = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)
    await schedulePublish(page, at)

    await page.goto('/admin')
    const scheduled = page.getByRole('region', { name: 'Scheduled' })
    const row = scheduled.getByRole('listitem').filter({ hasText: title })
    await expect(row).toContainText('Publishes')
    await expect(row).toContainText(String(at.getUTCFullYear()))
    await row.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/pages/${pageId}$`))
  } finally {
    await request.delete(`/api/claims/${claimId}`, { headers: auth(token) })
  }
})
