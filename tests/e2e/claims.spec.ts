import { expect, test } from '@playwright/test'
import { admin, adminToken, auth, msUntilHtml } from './helpers'

test('the claims audit lists every claim with its readings side by side and flags disagreements', async ({
  page,
}) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await expect(page.getByRole('link', { name: 'Claims audit' })).toHaveAttribute(
    'href',
    '/admin/claims-audit',
  )
  await page.goto('/admin/claims-audit')
  await expect(page.getByRole('heading', { name: 'Claims audit' })).toBeVisible()
  const satisfaction = page.getByRole('row', { name: /Client satisfaction/ })
  await expect(satisfaction).toContainText('85%')
  await expect(satisfaction).toContainText('95%')
  await expect(satisfaction).toContainText('Differs: 85% vs 95%')
  await expect(page.getByRole('row', { name: /Satisfaction guarantee period/ })).toContainText(
    'Differs: 30 vs 60',
  )
  await expect(page.getByRole('row', { name: /Active B2B clients/ })).toContainText('Consistent')
})

test('changing a reading in the admin updates the page that shows it within a second', async ({
  request,
}) => {
  const token = await adminToken()
  const { docs } = await (
    await request.get('/api/claims?where[key][equals]=days-to-result', { headers: auth(token) })
  ).json()
  const claim = docs[0]
  const readings = claim.readings.map((r: { path: string; value: string }) =>
    r.path === '/how-it-works' ? { ...r, value: '75' } : r,
  )
  const res = await request.patch(`/api/claims/${claim.id}`, {
    headers: auth(token),
    data: { readings },
  })
  expect(res.ok()).toBeTruthy()
  const ms = await msUntilHtml(request, '/how-it-works', (html) => html.includes('within 75 days'))
  expect(ms).toBeLessThan(1000)
  // Put it back for other tests.
  await request.patch(`/api/claims/${claim.id}`, {
    headers: auth(token),
    data: { readings: claim.readings },
  })
})
