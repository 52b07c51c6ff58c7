/**
 * The marketers' side of attribution: page views counted by the cookie-free beacon, the
 * conversion view, and 404s (counted by the server) fixed with one redirect from the admin.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminToken, auth, signIn, staffAccount, uniqueSlug } from './helpers'
import { fillStep1, fillStep2, stepText } from './wizard'

/**
 * The page-view beacon the page sends (a POST of its path to /api/views; on a visit's first page,
 * JSON marking the landing page).
 */
const viewBeacon = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/api/views') && r.method() === 'POST')

/** A visitor opens `path`, which is missing, `times` times; the server counts each 404 it answers. */
async function findMissing(browser: Browser, path: string, times = 1): Promise<void> {
  const visitor = await browser.newContext()
  const tab = await visitor.newPage()
  for (let i = 0; i < times; i++) expect((await tab.goto(path))?.status()).toBe(404)
  await visitor.close()
}

test('the conversion view shows a campaign’s submission and the landing page’s views', async ({
  page,
  browser,
}) => {
  test.slow()
  const source = uniqueSlug('conv')
  // A visitor: the view is counted once the page is idle, with nothing in the browser after.
  const visitor = await browser.newContext()
  const tab = await visitor.newPage()
  const beacon = viewBeacon(tab)
  await tab.goto(`/leadpilot-demo?utm_source=${source}&utm_campaign=spring`)
  // The visit's first page: its path, marked as where the visit landed, with its campaign.
  expect(JSON.parse((await beacon).postData() ?? '')).toEqual({
    path: '/leadpilot-demo',
    landing: true,
    campaign: 'spring',
  })
  await stepText(tab, 1, 2)
  await fillStep1(tab)
  await tab
    .locator('form')
    .filter({ hasText: 'Tell Us About You' })
    .getByRole('button', { name: 'Next' })
    .click()
  await stepText(tab, 2, 2)
  await fillStep2(tab)
  await tab.getByRole('button', { name: 'Request My Demo' }).click()
  await expect(tab.getByRole('status').filter({ hasText: 'Demo Request Received' })).toBeVisible()
  expect(await visitor.cookies()).toEqual([])
  expect(await tab.evaluate(() => localStorage.length)).toBe(0)
  await visitor.close()

  // A marketer, who cannot open submissions, sees the counts.
  await signIn(page, await staffAccount('marketer'))
  const today = new Date().toISOString().slice(0, 10)
  await page.goto(`/admin/conversion?from=${today}&to=${today}&by=source`)
  await expect(page.getByRole('heading', { name: 'Conversion', level: 1 })).toBeVisible()
  const bySource = page.getByRole('table', { name: 'Submissions per week by utm source' })
  const row = bySource
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: source }) })
  await expect(row.getByRole('cell').last()).toHaveText(/^\d+(\.\d)?%$/)
  await expect(row.getByRole('cell').nth(-2)).toHaveText('1')
  await expect(page.getByRole('img', { name: 'Submissions per week by utm source' })).toBeVisible()

  const perViews = page.getByRole('table', {
    name: 'Submissions per 100 page views, by landing page',
  })
  const demo = perViews
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '/leadpilot-demo', exact: true }) })
  // Views are written within a second; the page is read afresh until they show.
  await expect(async () => {
    await page.reload()
    const cells = await demo.getByRole('cell').allInnerTexts()
    expect(Number(cells[0])).toBeGreaterThanOrEqual(1)
    expect(Number(cells[1])).toBeGreaterThanOrEqual(1)
  }).toPass({ timeout: 10_000 })
})

test('the view beacon waits until the page has loaded and carries the path alone, marked as the landing page on a visit’s first', async ({
  page,
}) => {
  const beacon = viewBeacon(page)
  await page.goto('/pricing-overview?utm_source=beacon-check')
  const request = await beacon
  // The visit's first page, with no campaign: no campaign is sent.
  expect(JSON.parse(request.postData() ?? '')).toEqual({
    path: '/pricing-overview',
    landing: true,
  })
  const headers = await request.allHeaders()
  expect(headers.cookie).toBeUndefined()
  // Sent after the load event, once the browser is idle: it never competes with the page.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const sent = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/api/views'))
    return { loaded: navigation.loadEventEnd, sent: sent?.startTime ?? -1 }
  })
  expect(timing.sent).toBeGreaterThanOrEqual(timing.loaded)
  expect(timing.loaded).toBeGreaterThan(0)
  // A later page of the same visit sends its path alone.
  const next = viewBeacon(page)
  await page.goto('/')
  expect((await next).postData()).toBe('/')
})

test('a 404 visitors keep finding is fixed from the admin with one redirect', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const missing = `/${uniqueSlug('old-pricing')}`
  await findMissing(browser, missing, 2)

  await signIn(page, await staffAccount('marketer'))
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: missing }) })
  await expect(async () => {
    await page.goto('/admin/missing-pages')
    await expect(row.getByRole('cell').first()).toHaveText('2', { timeout: 1000 })
  }).toPass({ timeout: 10_000 })

  // A target that is not a link changes nothing and says why.
  await row.getByLabel(`Redirect ${missing} to`).fill('javascript:alert(1)')
  await row.getByRole('button', { name: 'Redirect' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose where to send visitors' }),
  ).toBeVisible()
  expect((await request.get(missing, { maxRedirects: 0 })).status()).toBe(404)

  await row.getByLabel(`Redirect ${missing} to`).fill('/pricing-overview')
  await row.getByRole('button', { name: 'Redirect' }).click()
  await expect(page.getByRole('status').filter({ hasText: missing })).toContainText(
    `${missing} now redirects to /pricing-overview`,
  )
  await expect(row).toHaveCount(0)
  // A 404 is never cached, so the path answers the redirect from the next request on: a permanent
  // redirect (Next.js answers the plugin's 301 type with 308, its permanent redirect), with one
  // Location both on the answer that fills the cache and on the cached copy after it.
  const locations: string[] = []
  await expect
    .poll(
      async () => {
        const answer = await request.get(missing, { maxRedirects: 0 })
        if (answer.status() === 308) locations.push(answer.headers().location)
        return answer.status()
      },
      { timeout: 15_000 },
    )
    .toBe(308)
  locations.push((await request.get(missing, { maxRedirects: 0 })).headers().location)
  expect(locations).toEqual(['/pricing-overview', '/pricing-overview'])
  // The 404 counted before the redirect was added is written a moment after the row was removed;
  // a path that redirects stays off the list all the same.
  await page.goto('/admin/missing-pages')
  await expect(page.getByRole('heading', { name: '404s to fix' })).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('a missing path leaves the 404 list once a page is published there, and articles are offered as targets', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const slug = uniqueSlug('coming-soon')
  await findMissing(browser, `/${slug}`)

  await signIn(page, await staffAccount('marketer'))
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `/${slug}` }) })
  await expect(async () => {
    await page.goto('/admin/missing-pages')
    await expect(row).toHaveCount(1, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  const targets = await page
    .locator('#site-pages option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  expect(targets).toContain('/pricing-overview')
  expect(targets).toContain('/blog/sales-navigator')

  const created = await request.post('/api/pages', {
    headers: auth(await adminToken()),
    data: {
      title: 'Coming soon',
      slug,
      layout: [{ blockType: 'hero', heading: 'Coming soon' }],
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  await expect(async () => {
    await page.goto('/admin/missing-pages')
    await expect(page.getByRole('heading', { name: '404s to fix' })).toBeVisible()
    await expect(row).toHaveCount(0, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
})
