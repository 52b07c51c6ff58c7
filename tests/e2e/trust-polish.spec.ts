import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminToken, auth, expectAccessible, uniqueSlug, untilHtml } from './helpers'
import { field, fillStep1, next, openWhileScriptsWait, stepText } from './wizard'

/** The value shown beside a calculator result's label. */
const result = (page: Page, label: string) =>
  page.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)

/** A page opened in a browser that runs no JavaScript at all. */
async function withoutJavaScript(browser: Browser, path: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: process.env.E2E_BASE_URL,
  })
  const page = await context.newPage()
  const response = await page.goto(path)
  return { page, response, close: () => context.close() }
}

/** Every schema.org type in the page's structured data. */
async function jsonLdTypes(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('ROI calculator', () => {
  test('shows the spec’s yearly results with its defaults, whatever the billing period', async ({
    page,
  }) => {
    await page.goto('/pricing-overview')
    await expect(page.getByRole('radio', { name: 'Monthly', exact: true })).toBeChecked()
    await expect(
      page.getByRole('heading', { name: 'Your estimated return per year' }),
    ).toBeVisible()
    await expect(result(page, 'Yearly deals')).toHaveText('3.00')
    await expect(result(page, 'Yearly revenue')).toHaveText('£90,000')
    await expect(result(page, 'Total yearly cost')).toHaveText('£15,228')
    await expect(result(page, 'ROI')).toHaveText('491%')
    await expect(result(page, 'Payback')).toHaveText('2.0 months')
    await expect(
      page.getByText('Per month: 0.25 deals, £7,500 revenue, £1,269 cost.'),
    ).toBeVisible()
  })

  test('steps the close rate by 0.1 and counts what is not a number as 0', async ({ page }) => {
    await page.goto('/pricing-overview')
    const closeRate = page.getByLabel('Close rate (%)')
    await expect(closeRate).toBeEnabled()
    await expect(closeRate).toHaveAttribute('step', '0.1')
    await closeRate.press('ArrowUp')
    await expect(closeRate).toHaveValue('5.1')
    // 60 leads a year at 5.1%.
    await expect(result(page, 'Yearly deals')).toHaveText('3.06')
    // A lone minus sign is not a number: the browser reads nothing, the calculator 0.
    await closeRate.fill('')
    await closeRate.pressSequentially('-')
    await expect(result(page, 'Yearly deals')).toHaveText('0.00')
    await closeRate.fill('5')
    await expect(result(page, 'Yearly deals')).toHaveText('3.00')

    const dealSize = page.getByLabel('Average deal size (£)')
    await dealSize.fill('lots')
    await expect(dealSize).toHaveValue('lots')
    await expect(page.getByText('Not a number, so it counts as 0.')).toBeVisible()
    await expect(result(page, 'Yearly revenue')).toHaveText('£0')
    await expect(result(page, 'Payback')).toHaveText('—')
  })

  test('offers Scale only on a page that has the Scale plan', async ({ page }) => {
    await page.goto('/pricing-start-up')
    await page.getByRole('button', { name: 'Explore ROI' }).click()
    const options = page.getByLabel('Package').locator('option')
    await expect(options).toHaveText(['Start Up', 'Leadpilot', 'Leadpilot Pro'])

    await page.goto('/pricing-overview')
    await expect(page.getByLabel('Package').locator('option')).toContainText(['Leadpilot Scale'])
  })
})

test.describe('polish', () => {
  test('a blog card shows where the keyboard focus is', async ({ page }) => {
    await page.goto('/blog')
    const firstCard = page.locator('main article').first()
    await expect(firstCard).toBeVisible()
    // Tab from the top of the page until a card's link has the focus.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('main article')))) break
    }
    const focused = page.locator('main article:has(a:focus-visible)')
    await expect(focused).toHaveCount(1)
    await expect(focused).toHaveCSS('outline-style', 'solid')
    await expect(focused).toHaveCSS('outline-width', '2px')
  })

  test('the chat’s timestamps are legible (WCAG contrast)', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Start Chat' }).click()
    const dialog = page.getByRole('dialog', { name: 'Live chat' })
    await dialog.getByLabel('Your email address').fill('charity-question@example.com')
    await dialog.getByLabel('Your message').fill('Do you work with charities?')
    await dialog.getByLabel('Your message').press('Enter')
    await expect(dialog.locator('[data-sender=support] time')).toHaveCount(1)
    await expectAccessible(page)
  })

  test('in-page scrolling glides, and jumps for visitors who ask for less motion', async ({
    page,
  }) => {
    await page.goto('/about')
    const scrollBehaviour = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)
    expect(await scrollBehaviour()).toBe('smooth')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await scrollBehaviour()).toBe('auto')
    // The footer's link to the page you are on goes back to the top: at once.
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true })
    await about.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await about.click()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('pages step down one heading level at a time', async ({ page }) => {
    for (const path of ['/pricing-start-up', '/715494687', '/projectpricing', '/contact']) {
      await page.goto(path)
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])))
      expect(levels[0], path).toBe(1)
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1] + 1)
      expect(skips, `${path}: ${levels.join(' ')}`).toEqual([])
    }
  })

  test('FAQ answers open and read without JavaScript', async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser, '/contact')
    const faq = page.locator('#faq')
    await expect(faq.locator('summary')).toHaveCount(12)
    const answer = faq.getByText(/60-day satisfaction guarantee/)
    await expect(answer).toBeHidden()
    await faq.locator('summary', { hasText: 'Do you offer a guarantee?' }).click()
    await expect(answer).toBeVisible()
    await close()
  })

  test('a missing page is the site’s own 404, in English, without JavaScript', async ({
    browser,
  }) => {
    for (const path of [`/no-such-page-${Date.now()}`, `/blog/no-such-article-${Date.now()}`]) {
      const { page, response, close } = await withoutJavaScript(browser, path)
      expect(response?.status(), path).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toBeVisible()
      await close()
    }
  })

  test('rich-text bullet lists carry no item numbers', async ({ page }) => {
    for (const path of ['/terms', '/privacy', '/blog/sales-navigator']) {
      await page.goto(path)
      await expect(page.locator('main ul > li').first()).toBeVisible()
      await expect(page.locator('ul > li[value]'), path).toHaveCount(0)
    }
  })
})

test.describe('search engines', () => {
  test('a page marketers keep out of search engines is not in the sitemap and says noindex', async ({
    request,
  }) => {
    const sitemap = async () => (await request.get('/sitemap.xml')).text()
    const robots = /<meta name="robots" content="noindex"\/>/
    // Seeded unlisted: the redirect screen and the hidden discount page.
    const listed = await sitemap()
    expect(listed).toContain('/pricing-overview</loc>')
    expect(listed).not.toContain('/start-trial</loc>')
    expect(listed).not.toContain('/715494687</loc>')
    expect(await (await request.get('/start-trial')).text()).toMatch(robots)
    expect(await (await request.get('/pricing-overview')).text()).not.toMatch(robots)

    // A marketer's own page, first kept out, then shown.
    const token = await adminToken()
    const slug = uniqueSlug('private-offer')
    const created = await request.post('/api/pages', {
      headers: auth(token),
      data: {
        title: 'A private offer',
        slug,
        indexed: false,
        layout: [{ blockType: 'hero', heading: 'An offer for our partners’ clients' }],
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBeTruthy()
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await untilHtml(request, `/${slug}`, (html, status) => status === 200 && robots.test(html))
      expect(await sitemap()).not.toContain(`/${slug}</loc>`)

      const shown = await request.patch(`/api/pages/${doc.id}`, {
        headers: auth(token),
        data: { indexed: true, _status: 'published' },
      })
      expect(shown.ok(), await shown.text()).toBeTruthy()
      await untilHtml(request, `/${slug}`, (html) => !robots.test(html))
      await expect.poll(sitemap).toContain(`/${slug}</loc>`)
    } finally {
      await request.delete(`/api/pages/${doc.id}`, { headers: auth(token) })
    }
  })

  test('structured data: the company on home and about, the FAQ, and an article’s trail', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/about']) {
      await page.goto(path)
      const company = (await jsonLdTypes(page)).find((d) => d['@type'] === 'ProfessionalService')
      expect(company, path).toMatchObject({ name: 'Leadpilot', url: expect.any(String) })
    }

    await page.goto('/contact')
    const faq = (await jsonLdTypes(page)).find((d) => d['@type'] === 'FAQPage') as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
    }
    expect(faq.mainEntity).toHaveLength(12)
    const guarantee = faq.mainEntity.find((q) => q.name === 'Do you offer a guarantee?')
    expect(guarantee?.acceptedAnswer.text).toContain('60-day satisfaction guarantee')

    await page.goto('/blog/linkedin-events')
    const data = await jsonLdTypes(page)
    const trail = data.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ position: number; name: string; item: string }>
    }
    expect(trail.itemListElement.map((step) => step.name)).toEqual([
      'Home',
      'Blog',
      expect.any(String),
      expect.stringContaining('Hosting Your Own LinkedIn Events'),
    ])
    expect(trail.itemListElement.at(-1)?.item).toMatch(/\/blog\/linkedin-events$/)

    // The article's own last change: the seeded article was written long before this install.
    const article = data.find((d) => d['@type'] === 'BlogPosting') as { dateModified: string }
    const post = (
      await (await request.get('/api/posts?where[slug][equals]=linkedin-events&depth=0')).json()
    ).docs[0] as { updatedAt: string; createdAt: string }
    expect(article.dateModified).toBe(post.updatedAt)
    expect(new Date(article.dateModified).getTime()).toBeLessThan(
      new Date(post.createdAt).getTime(),
    )
  })
})

test.describe('onboarding wizard', () => {
  test('answers typed while the page loads win over a saved draft, on the first step', async ({
    page,
  }) => {
    // A visitor who got to step 2 earlier: the browser keeps that draft.
    await page.goto('/onboarding')
    await fillStep1(page)
    await next(page)
    await stepText(page, 2)

    // Back on a slow phone: the form's scripts held back while they type a new name.
    const release = await openWhileScriptsWait(page)
    await field(page, 'Full Name').fill('Grace Hopper')
    release()
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled()

    // The typed name stays, the draft's other answers come back, and the visitor stays where
    // they were typing.
    await stepText(page, 1)
    await expect(field(page, 'Full Name')).toHaveValue('Grace Hopper')
    await expect(field(page, 'Company')).toHaveValue('Acme')
    await next(page)
    await stepText(page, 2)
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(field(page, 'Full Name')).toHaveValue('Grace Hopper')
  })
})
