import { expect, test } from '@playwright/test'
import { adminToken, auth, uniqueSlug } from './helpers'

test('sitemap.xml lists published pages and articles; robots.txt points to it and keeps staff areas out', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.ok()).toBeTruthy()
  const xml = await sitemap.text()
  for (const path of ['/about', '/pricing-overview', '/blog/sales-navigator'])
    expect(xml).toContain(`${path}</loc>`)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  expect(robots).toMatch(/Disallow: \/admin/)
})

test('a redirect managed in the admin sends visitors on from an old address', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const from = `/${uniqueSlug('old-offer')}`
  const created = await request.post('/api/redirects', {
    headers: auth(token),
    data: {
      from,
      to: { type: 'custom', url: '/october-offer' },
      type: '301',
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  await page.goto(from)
  await expect(page).toHaveURL(/\/october-offer$/)
})

test('the demo page: walkthrough video behind a local poster, and the two-step quick form', async ({
  page,
}) => {
  const youtube: string[] = []
  page.on('request', (r) => r.url().includes('youtube') && youtube.push(r.url()))
  await page.goto('/leadpilot-demo')
  await expect(
    page.getByRole('button', { name: 'Play video: Leadpilot product walkthrough' }),
  ).toBeVisible()
  expect(youtube).toEqual([])
  await expect(page.getByText('Step 1 of 2', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Tell Us About You' })).toBeVisible()
})
