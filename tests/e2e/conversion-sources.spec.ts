/**
 * The conversion view answers "what worked": submissions by where visitors came from (a search
 * engine, another site, a campaign, or direct), landing page by campaign with the visits each
 * brought, ready-made date ranges, and staff's own visits left out of the page views.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminToken, auth, signIn, staffAccount, uniqueSlug } from './helpers'
import { fillStep1, fillStep2, stepText } from './wizard'

const viewBeacon = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/api/views') && r.method() === 'POST')

/**
 * A visitor arrives at `url` (from `referer`, if any) and sends the demo form; the first page's
 * beacon (which counts the visit) has gone before the visitor leaves.
 */
async function demoRequest(browser: Browser, url: string, referer?: string): Promise<void> {
  const visitor = await browser.newContext()
  const tab = await visitor.newPage()
  const beacon = viewBeacon(tab)
  await tab.goto(url, referer ? { referer } : undefined)
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
  expect(JSON.parse((await beacon).postData() ?? '')).toMatchObject({
    path: new URL(url, 'http://site.example').pathname,
    landing: true,
  })
  await visitor.close()
}

/** Today in London, as the view's date filters take it. */
const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())

test('submissions are split into search, referral by site, campaign and direct, and crossed landing page by campaign', async ({
  page,
  browser,
}) => {
  test.slow()
  const campaign = uniqueSlug('autumn')
  const partner = `${uniqueSlug('partner')}.example`
  await demoRequest(browser, '/leadpilot-demo', 'https://www.google.co.uk/')
  await demoRequest(browser, '/leadpilot-demo', `https://${partner}/reviews`)
  await demoRequest(browser, `/leadpilot-demo?utm_source=linkedin&utm_campaign=${campaign}`)
  await demoRequest(browser, '/leadpilot-demo')

  await signIn(page, await staffAccount('marketer'))
  const today = londonToday()
  await page.goto(`/admin/conversion?from=${today}&to=${today}&by=origin`)
  const table = page.getByRole('table', {
    name: 'Submissions per week by where visitors came from',
  })
  const total = (name: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .getByRole('cell')
      .nth(-2)
  await expect(total(`Referral: ${partner}`)).toHaveText('1')
  await expect(total(`Campaign: ${campaign}`)).toHaveText('1')
  expect(Number(await total('Search: google.co.uk').innerText())).toBeGreaterThanOrEqual(1)
  expect(Number(await total('Direct').innerText())).toBeGreaterThanOrEqual(1)
  await expect(table.getByRole('rowheader', { name: '(none)', exact: true })).toHaveCount(0)

  // Cells after the landing page: campaign, visits, sessions begun, submissions, sent per visit,
  // sent per session begun. The visit is written within a second of its beacon: reloaded until
  // it shows.
  const cross = page.getByRole('table', { name: 'Landing page by campaign' })
  const row = cross
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: campaign, exact: true }) })
  await expect(async () => {
    await page.reload()
    await expect(row.getByRole('cell').nth(1)).toHaveText('1', { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await expect(row.getByRole('rowheader')).toHaveText('/leadpilot-demo')
  await expect(row.getByRole('cell').nth(3)).toHaveText('1')
  await expect(row.getByRole('cell').nth(4)).toHaveText('100%')

  // The presets keep the chosen breakdown and mark the range shown.
  await page
    .getByRole('navigation', { name: 'Date ranges' })
    .getByRole('link', {
      name: 'Last 7 days',
    })
    .click()
  await expect(page).toHaveURL(/by=origin/)
  await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(page.locator('input[name="to"]')).toHaveValue(today)
  await expect(total(`Campaign: ${campaign}`)).toHaveText('1')
})

test('a staff member’s own visits are not counted as page views', async ({ page, browser }) => {
  test.slow()
  const token = await adminToken()
  const slug = uniqueSlug('staff-visit')
  const created = await page.request.post('/api/pages', {
    headers: auth(token),
    data: {
      title: 'Staff visit check',
      slug,
      layout: [{ blockType: 'hero', heading: 'A page for counting views' }],
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  const path = `/${slug}`

  // Signed in to the admin, a marketer looks at the page: the beacon is sent, and not counted.
  await signIn(page, await staffAccount('marketer'))
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'leadpilot-staff'))
    .toBe(true)
  const staffBeacon = viewBeacon(page)
  await page.goto(path)
  await staffBeacon
  // Signed out, the browser is still marked as staff's: not counted either.
  await page.context().clearCookies({ name: 'payload-token' })
  const signedOutBeacon = viewBeacon(page)
  await page.reload()
  await signedOutBeacon
  await signIn(page, await staffAccount('marketer'))

  // A visitor's view of the same page is counted.
  const visitor = await browser.newContext()
  const tab = await visitor.newPage()
  const beacon = viewBeacon(tab)
  await tab.goto(path)
  await beacon
  await visitor.close()

  const today = londonToday()
  await page.goto(`/admin/conversion?from=${today}&to=${today}`)
  const perViews = page.getByRole('table', {
    name: 'Submissions per 100 page views, by landing page',
  })
  const views = perViews
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: path, exact: true }) })
    .getByRole('cell')
    .first()
  await expect(async () => {
    await page.reload()
    await expect(views).toHaveText('1', { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
})
