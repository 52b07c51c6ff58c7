import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import type { SiteSetting } from '@/payload-types'
import { adminToken, auth, expectAccessible, signIn, staffAccount, untilHtml } from './helpers'

/*
 * The main navigation from the site settings, the brand mark and icons, the registration numbers
 * in the footer, and testimonials and team shown as people.
 */

/** The same-site paths the HTML of a page links to, without query or fragment. */
async function linksOn(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text()
  const paths = new Set<string>()
  for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    if (!href!.startsWith('/') || href!.startsWith('//')) continue
    const path = href!.replace(/&amp;/g, '&').split(/[?#]/)[0]!
    if (!path.startsWith('/admin') && !path.startsWith('/api') && !path.startsWith('/next'))
      paths.add(path || '/')
  }
  return [...paths]
}

/** Pages and articles other tests make while this one runs carry a uniqueSlug() ending. */
const madeByATest = (path: string) => /-[0-9a-z]{8}-\d{1,4}$/.test(path)

test('every public page in the sitemap is within two clicks of home, following only links', async ({
  request,
}) => {
  test.slow()
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => !madeByATest(path))
  for (const path of ['/', '/blog', '/case-studies', '/how-it-works', '/leadpilot-demo'])
    expect(listed).toContain(path)
  expect(listed.length).toBeGreaterThan(30)

  const oneClick = await linksOn(request, '/')
  const reached = new Set(['/', ...oneClick])
  for (const path of oneClick) for (const next of await linksOn(request, path)) reached.add(next)
  expect(listed.filter((path) => !reached.has(path))).toEqual([])
})

test.describe('main navigation on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('links and dropdowns open from the keyboard, close with Escape, and mark the current page', async ({
    page,
  }) => {
    await page.goto('/pricing-overview')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    const items = nav.getByRole('list').first().locator(':scope > li > :is(a, button)')
    await expect(items).toHaveText(['How it works', 'Pricing', 'Case Studies', 'Blog', 'About'])
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current')
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible()
    // Every item and button reads on one line, from the narrowest screen with the full menu up.
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      const heights = await nav
        .locator(':scope > ul > li > :is(a, button), :scope > a')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))
      expect(heights.length).toBe(7)
      for (const height of heights) expect(height, `at ${width} px`).toBeLessThan(44)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      )
      expect(overflow, `at ${width} px`).toBe(false)
    }

    const howItWorks = nav.getByRole('button', { name: 'How it works' })
    await expect(howItWorks).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Watch the demo' })).toBeHidden()
    await howItWorks.focus()
    await page.keyboard.press('Enter')
    await expect(howItWorks).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Watch the demo' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Our five-step process' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(howItWorks).toHaveAttribute('aria-expanded', 'false')
    await expect(howItWorks).toBeFocused()
    await expect(nav.getByRole('link', { name: 'Watch the demo' })).toBeHidden()

    const about = nav.getByRole('button', { name: 'About' })
    await about.focus()
    await page.keyboard.press('Space')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expectAccessible(page)
    await nav.getByRole('link', { name: 'Referral partner programme' }).click()
    await expect(page).toHaveURL(/\/referral-partner-program$/)
    await expect(about).toHaveAttribute('aria-expanded', 'false')

    await page.goto('/non-profit-case-studies')
    await nav.getByRole('button', { name: 'Case Studies' }).click()
    await expect(nav.getByRole('link', { name: 'Charities and non-profits' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // A click elsewhere closes it.
    await page.getByRole('heading', { level: 1 }).click()
    await expect(nav.getByRole('button', { name: 'Case Studies' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})

test.describe('main navigation on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu holds Home, every item, Login and Get Started, and fits the screen', async ({
    page,
  }) => {
    await page.goto('/blog')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
    for (const name of [
      'Our five-step process',
      'Watch the demo',
      'Pricing',
      'Client success stories',
      'Charities and non-profits',
      'About us',
      'Referral partner programme',
      'Login',
      'Get Started',
    ])
      await expect(menu.getByRole('link', { name })).toBeVisible()
    const fits = await menu.evaluate((el) => el.scrollWidth <= el.clientWidth)
    expect(fits).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page)
    await menu.getByRole('link', { name: 'Charities and non-profits' }).click()
    await expect(page).toHaveURL(/\/non-profit-case-studies$/)
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('dropdowns and the phone menu still open and lead to their pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Watch the demo' })).toBeHidden()
    await nav.locator('summary', { hasText: 'How it works' }).click()
    await nav.getByRole('link', { name: 'Watch the demo' }).click()
    await expect(page).toHaveURL(/\/leadpilot-demo$/)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('banner').locator('summary', { hasText: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'Referral partner programme' })).toBeVisible()
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing-overview$/)
  })
})

/** The site settings as stored, and a way to put some of them back. */
async function settingsApi(request: APIRequestContext) {
  const headers = auth(await adminToken())
  const read = async () =>
    (await (
      await request.get('/api/globals/site-settings?depth=0', { headers })
    ).json()) as SiteSetting
  const update = async (data: Partial<SiteSetting>) => {
    const res = await request.post('/api/globals/site-settings', {
      headers,
      data: { ...data, _status: 'published' },
    })
    expect(res.ok(), await res.text()).toBeTruthy()
  }
  return { read, update }
}

test.describe('settings the site shows', () => {
  // Both change the site settings every page shows: one after the other.
  test.describe.configure({ mode: 'serial' })

  test('a marketer renames a menu item in the admin and visitors see it', async ({
    page,
    request,
  }) => {
    test.slow()
    const api = await settingsApi(request)
    const before = await api.read()
    const index = before.mainNav!.findIndex((item) => item.href === '/blog')
    expect(index).toBeGreaterThanOrEqual(0)
    const label = `Insights ${Date.now().toString(36)}`
    try {
      await signIn(page, await staffAccount('marketer'))
      await page.goto('/admin/globals/site-settings')
      await page.locator('.tabs-field__tab-button', { hasText: 'Navigation' }).click()
      // The rows start folded, each labelled with where it goes; the first "Show All" unfolds them.
      await expect(page.getByText('Blog → /blog', { exact: true })).toBeVisible()
      await page.getByRole('button', { name: 'Show All' }).first().click()
      const field = page.locator(`#field-mainNav__${index}__label`)
      // The change autosaves as a draft; publishing it puts it live.
      const autosaved = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          r.url().includes('/api/globals/site-settings') &&
          (r.request().postData() ?? '').includes(label),
      )
      await field.fill(label)
      expect((await autosaved).ok()).toBeTruthy()
      const saved = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' &&
          r.url().includes('/api/globals/site-settings') &&
          (r.request().postData() ?? '').includes('"_status":"published"'),
      )
      await page.getByRole('button', { name: 'Publish changes' }).click()
      expect((await saved).ok()).toBeTruthy()

      await untilHtml(request, '/', (html) => html.includes(label))
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto('/')
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', '/blog')
    } finally {
      await api.update({ mainNav: before.mainNav })
    }
  })

  test('on a day the team is away, the chat says when they are back instead of within minutes', async ({
    page,
    request,
  }) => {
    const api = await settingsApi(request)
    const before = await api.read()
    // A Wednesday at 11am in London, in business hours: the team is there unless it is away.
    const day = '2027-02-10'
    await page.clock.setFixedTime(new Date(`${day}T11:00:00Z`))
    const chatSays = async () => {
      await page.goto('/contact')
      await page.getByRole('button', { name: 'Start Chat' }).click()
      return page.getByRole('dialog', { name: 'Live chat' })
    }
    await expect(await chatSays()).toContainText('We’re here now')
    try {
      await api.update({
        chatClosedDays: [
          ...(before.chatClosedDays ?? []),
          { date: `${day}T12:00:00.000Z`, reason: 'Team away day' },
        ],
      })
      await untilHtml(request, '/contact', (html) => html.includes(day))
      const dialog = await chatSays()
      await expect(dialog).toContainText(
        'We’re away now; we’ll reply by e-mail after 9am tomorrow (UK time).',
      )
      await expect(dialog).not.toContainText('within a few minutes')
      // Why the team is away is for staff: the site's visitors read the dates alone.
      const open = await (await request.get('/api/globals/site-settings?depth=0')).json()
      expect(open.chatClosedDays.at(-1)).toEqual({
        id: expect.any(String),
        date: `${day}T12:00:00.000Z`,
      })
    } finally {
      await api.update({ chatClosedDays: before.chatClosedDays })
    }
  })

  test('the company and ICO registration numbers show in the footer when set, and not when empty', async ({
    page,
    request,
  }) => {
    const api = await settingsApi(request)
    const before = await api.read()
    expect(before.companyNumber).toMatch(/^\d{8}$/)
    expect(before.icoNumber).toMatch(/^Z[A-Z]\d{6}$/)
    await page.goto('/about')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText(`Company number ${before.companyNumber}`)
    await expect(footer).toContainText(`ICO registration ${before.icoNumber}`)

    // A number in the wrong form is refused with the form it should take.
    const headers = auth(await adminToken())
    const wrong = await request.post('/api/globals/site-settings', {
      headers,
      data: { icoNumber: '12-34' },
    })
    expect(wrong.status()).toBe(400)
    expect(await wrong.text()).toContain("as the ICO's register shows it")

    try {
      await api.update({ companyNumber: '', icoNumber: '' })
      await untilHtml(request, '/about', (html) => !html.includes('ICO registration'))
      await page.reload()
      await expect(footer).not.toContainText('Company number')
      await expect(footer).not.toContainText('ICO registration')
    } finally {
      await api.update({ companyNumber: before.companyNumber, icoNumber: before.icoNumber })
    }
    // React may part adjacent text with an empty comment in the HTML.
    await untilHtml(request, '/about', (html) =>
      html.replaceAll('<!-- -->', '').includes(`ICO registration ${before.icoNumber}`),
    )
  })
})

test('the brand mark, favicon, touch icon and web manifest are served and linked from the head', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const home = page.getByRole('banner').getByRole('link', { name: 'Leadpilot home' })
  await expect(home.locator('svg')).toBeVisible()
  await expect(home).toContainText('Leadpilot')

  const head = page.locator('head')
  await expect(head.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1)
  await expect(head.locator('link[rel="icon"][href^="/icon.svg"]')).toHaveCount(1)
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    /^\/apple-touch-icon\.png/,
  )
  const manifestHref = await head.locator('link[rel="manifest"]').getAttribute('href')
  expect(manifestHref).toBeTruthy()

  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  const ico = await favicon.body()
  // An ICO file: reserved 0, type 1 (icon), then how many images it holds.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3])

  const svg = await request.get('/icon.svg')
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/)

  const touch = await request.get('/apple-touch-icon.png')
  expect(touch.headers()['content-type']).toMatch(/^image\/png/)
  expect(await sharp(await touch.body()).metadata()).toMatchObject({
    format: 'png',
    width: 180,
    height: 180,
  })

  const manifest = await request.get(manifestHref!)
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const body = await manifest.json()
  expect(body).toMatchObject({
    name: expect.stringContaining('Leadpilot'),
    short_name: 'Leadpilot',
  })
  expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  for (const icon of body.icons as Array<{ src: string; sizes: string; type: string }>) {
    const res = await request.get(icon.src)
    expect(res.status(), icon.src).toBe(200)
    expect(res.headers()['content-type']).toContain(icon.type)
    if (icon.type === 'image/png') {
      const [width] = icon.sizes.split('x').map(Number)
      expect((await sharp(await res.body()).metadata()).width).toBe(width)
    }
  }
})

/** The figure of a testimonial, found by the person's name. */
const testimonial = (page: Page, name: string) =>
  page.locator('figure', { has: page.getByText(name, { exact: true }) })

test('testimonials and the team show people: portrait or initials, company, LinkedIn profile', async ({
  page,
}) => {
  await page.goto('/')
  const amara = testimonial(page, 'Amara Okafor')
  await expect(amara).toContainText('Partnerships Manager, Larkfield Trust')
  await expect(amara).toContainText('Youth mentoring charity, 14 staff')
  await expect(
    amara.getByRole('img', { name: 'Illustrated portrait of Amara Okafor' }),
  ).toBeVisible()
  await expect(amara.getByRole('img', { name: 'Larkfield Trust logo' })).toBeVisible()
  const profile = amara.getByRole('link', { name: "Amara Okafor's LinkedIn profile" })
  await expect(profile).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/amara-okafor-larkfield-trust',
  )
  await expect(profile).toHaveAttribute('target', '_blank')
  await expect(profile).toContainText('LinkedIn profile')

  // No portrait: the initials stand in, beside the company's logo.
  const tom = testimonial(page, 'Tom Whitfield')
  await expect(tom.getByText('TW', { exact: true })).toBeVisible()
  await expect(tom.getByRole('img', { name: 'Orbit Payroll logo' })).toBeVisible()

  await page.goto('/about')
  const nadia = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Nadia Farouk' }) })
  await expect(
    nadia.getByRole('img', { name: 'Illustrated portrait of Nadia Farouk' }),
  ).toBeVisible()
  await expect(
    nadia.getByRole('link', { name: "Nadia Farouk's LinkedIn profile" }),
  ).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/in\//)
})

test('a LinkedIn address must be a linkedin.com profile', async ({ request }) => {
  const headers = auth(await adminToken())
  const { docs } = await (
    await request.get('/api/team-members?limit=1&depth=0', { headers })
  ).json()
  const member = docs[0] as { id: number }
  for (const linkedinUrl of [
    'http://www.linkedin.com/in/someone',
    'https://linkedin.com.evil.example/in/someone',
    'https://www.linkedin.com/',
  ]) {
    const res = await request.patch(`/api/team-members/${member.id}`, {
      headers,
      data: { linkedinUrl },
    })
    expect(res.status(), linkedinUrl).toBe(400)
    expect(await res.text()).toContain('starting https://www.linkedin.com/')
  }
})
