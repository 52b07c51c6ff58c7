import { expect, test, type Locator, type Page } from '@playwright/test'
import { auth, expectAccessible, msUntilHtml, staffToken, uniqueSlug } from './helpers'

// One worker, in order: the publishing test briefly changes a live currency rate.
test.describe.configure({ mode: 'default' })

const card = (page: Page, plan: string) => page.getByRole('article', { name: plan, exact: true })

/** The value shown beside a calculator result's label. */
const result = (scope: Page | Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)

async function expectResults(
  scope: Page | Locator,
  expected: Record<'deals' | 'revenue' | 'cost' | 'roi' | 'payback', string>,
) {
  await expect(result(scope, 'Yearly deals')).toHaveText(expected.deals)
  await expect(result(scope, 'Yearly revenue')).toHaveText(expected.revenue)
  await expect(result(scope, 'Total yearly cost')).toHaveText(expected.cost)
  await expect(result(scope, 'ROI')).toHaveText(expected.roi)
  await expect(result(scope, 'Payback')).toHaveText(expected.payback)
}

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })

test.describe('main pricing page', () => {
  test('switches between Per Account and Teams That Scale, monthly and annual, and currencies', async ({
    page,
  }) => {
    await page.goto('/pricing-overview')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await expect(card(page, 'Start Up')).toContainText('£369/month')
    await expect(card(page, 'Leadpilot')).toContainText('£669/month')
    await expect(card(page, 'Leadpilot Pro')).toContainText('£1,269/month')
    await expect(card(page, 'Leadpilot Scale')).toHaveCount(0)
    await expect(card(page, 'Start Up')).toContainText('Including a £199 set up fee')
    await expect(card(page, 'Start Up')).toContainText('800 prospects a month')
    // Feature text in **double asterisks** is bold.
    await expect(card(page, 'Start Up').locator('strong', { hasText: '800' }).first()).toBeVisible()
    await expect(card(page, 'Leadpilot Pro').getByRole('link')).toHaveAttribute(
      'href',
      '/onboarding',
    )

    await radio(page, 'Teams That Scale').check()
    await expect(card(page, 'Leadpilot Scale')).toContainText('£3,999/month')
    await expect(card(page, 'Leadpilot Scale')).toContainText('4,000+ prospects a month')

    await radio(page, 'Annual').check()
    await expect(card(page, 'Start Up')).toContainText('£4,428/year')
    await expect(card(page, 'Leadpilot')).toContainText('£8,028/year')
    await expect(card(page, 'Leadpilot Scale')).toContainText('£47,988/year')
    await expect(card(page, 'Leadpilot Scale')).toContainText('48,000+ prospects a year')

    await radio(page, 'EUR').check()
    await expect(card(page, 'Start Up')).toContainText('€5,181/year')
    await expect(card(page, 'Start Up')).toContainText('Including a €233 set up fee')
    await radio(page, 'USD').check()
    await expect(card(page, 'Leadpilot Pro')).toContainText('$19,340/year')
    await expect(card(page, 'Leadpilot Pro')).toContainText('Including a $253 set up fee')

    await radio(page, 'Per Account').check()
    await expect(card(page, 'Leadpilot Scale')).toHaveCount(0)
    await radio(page, 'Monthly').check()
    await expect(card(page, 'Leadpilot')).toContainText('$850/month')
  })

  test('the switches work from the keyboard', async ({ page }) => {
    await page.goto('/pricing-overview')
    // The switches are disabled until their island has hydrated; a disabled radio takes no focus.
    await expect(radio(page, 'GBP')).toBeEnabled()
    await radio(page, 'GBP').focus()
    await expect(radio(page, 'GBP')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(radio(page, 'EUR')).toBeChecked()
    await expect(card(page, 'Leadpilot')).toContainText('€783/month')
    await page.keyboard.press('Shift+Tab')
    await expect(radio(page, 'Monthly')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(radio(page, 'Annual')).toBeChecked()
    await expect(card(page, 'Leadpilot')).toContainText('€9,393/year')
  })

  test('the ROI calculator shows the defaults’ results, follows the sync rule and the currency', async ({
    page,
  }) => {
    await page.goto('/pricing-overview')
    const monthly = page.getByLabel('Monthly leads', { exact: true })
    const yearly = page.getByLabel('Yearly leads', { exact: true })
    await expect(monthly).toHaveValue('5')
    await expect(yearly).toHaveValue('60')
    await expect(page.getByLabel('Close rate (%)')).toHaveAttribute('step', '0.1')
    await expect(page.getByLabel('Package')).toHaveValue('leadpilotpro')
    await expectResults(page, {
      deals: '3.00',
      revenue: '£90,000',
      cost: '£15,228',
      roi: '491%',
      payback: '2.0 months',
    })

    // Monthly leads set yearly leads to 12 times; yearly leads leave monthly alone.
    await monthly.fill('10')
    await expect(yearly).toHaveValue('120')
    await expect(result(page, 'Yearly deals')).toHaveText('6.00')
    await expect(result(page, 'Yearly revenue')).toHaveText('£180,000')
    await yearly.fill('100')
    await expect(monthly).toHaveValue('10')
    await expect(result(page, 'Yearly deals')).toHaveText('5.00')

    await page.getByLabel('Close rate (%)').fill('2.5')
    await expect(result(page, 'Yearly deals')).toHaveText('2.50')
    await page.getByLabel('Package').selectOption({ label: 'Start Up' })
    await expect(result(page, 'Total yearly cost')).toHaveText('£4,428')

    // No revenue: no payback, never Infinity or NaN.
    await page.getByLabel('Average deal size (£)').fill('0')
    await expect(result(page, 'Yearly revenue')).toHaveText('£0')
    await expect(result(page, 'Payback')).toHaveText('—')
    await expect(result(page, 'ROI')).toHaveText('-100%')

    // The calculator follows the page's currency switch, with the package's own euro price.
    await page.getByLabel('Average deal size (£)').fill('30000')
    await radio(page, 'EUR').check()
    await expect(page.getByLabel('Average deal size (€)')).toHaveValue('30000')
    await expect(result(page, 'Total yearly cost')).toHaveText('€5,172')
    await expect(result(page, 'Yearly revenue')).toHaveText('€75,000')
  })

  test('the currency choice is remembered on the other pricing pages', async ({ page }) => {
    await page.goto('/pricing-overview')
    await radio(page, 'EUR').check()
    await expect(card(page, 'Start Up')).toContainText('€432/month')

    await page.goto('/referral-partner-program')
    await expect(radio(page, 'EUR')).toBeChecked()
    await expect(card(page, 'Start Up')).toContainText('€518/month')

    await page.goto('/pricing-start-up')
    await expect(radio(page, 'EUR')).toBeChecked()
    await expect(card(page, 'Leadpilot')).toContainText('€818/month')
    await radio(page, 'USD').check()

    await page.goto('/715494687')
    await expect(radio(page, 'USD')).toBeChecked()
    await expect(card(page, 'Start Up')).toContainText('$253/month')
  })
})

test.describe('alternative pricing page', () => {
  test('swaps the plan cards for the ROI calculator and back', async ({ page }) => {
    await page.goto('/pricing-start-up')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(card(page, 'Leadpilot')).toContainText('£699/month')
    await expect(card(page, 'Leadpilot')).toContainText('Most Popular')
    await expect(card(page, 'Start Up')).not.toContainText('Most Popular')
    await expect(page.getByLabel('Monthly leads', { exact: true })).toBeHidden()

    await page.getByRole('button', { name: 'Explore ROI' }).click()
    await expect(card(page, 'Leadpilot')).toBeHidden()
    await expect(page.getByLabel('Monthly leads', { exact: true })).toBeVisible()
    await expectResults(page, {
      deals: '3.00',
      revenue: '£90,000',
      cost: '£15,228',
      roi: '491%',
      payback: '2.0 months',
    })
    await radio(page, 'USD').check()
    await expect(result(page, 'Total yearly cost')).toHaveText('$19,344')

    await page.getByRole('button', { name: 'View Pricing' }).click()
    await expect(card(page, 'Leadpilot')).toContainText('$888/month')
    await radio(page, 'Annual').check()
    await expect(card(page, 'Leadpilot')).toContainText('$10,653/year')
    await expect(page.getByRole('button', { name: 'Explore ROI' })).toBeVisible()
  })
})

test.describe('discounted pricing page', () => {
  test('shows the three discounted plans with their savings and their own calculator', async ({
    page,
  }) => {
    await page.goto('/715494687')
    const plans = ['Start Up', 'Leadpilot', 'Leadpilot Pro']
    const monthly = ['£199', '£469', '£999']
    const savedMonthly = ['Save £170 a month', 'Save £200 a month', 'Save £270 a month']
    const savedYearly = ['Save £2,040 a year', 'Save £2,400 a year', 'Save £3,240 a year']
    for (const [i, plan] of plans.entries()) {
      await expect(card(page, plan)).toContainText(`${monthly[i]}/month`)
      await expect(card(page, plan)).toContainText(savedMonthly[i])
    }
    await radio(page, 'Annual').check()
    for (const [i, plan] of plans.entries()) {
      await expect(card(page, plan)).toContainText(savedYearly[i])
    }
    await expect(card(page, 'Start Up')).toContainText('£2,388/year')

    // The calculator prices the discounted packages: Pro at £999 a month.
    await expectResults(page, {
      deals: '3.00',
      revenue: '£90,000',
      cost: '£11,988',
      roi: '651%',
      payback: '1.6 months',
    })
    await radio(page, 'EUR').check()
    await expect(card(page, 'Start Up')).toContainText('Save €2,387 a year')
    await expect(result(page, 'Total yearly cost')).toHaveText('€14,028')
  })
})

test.describe('referral partner programme', () => {
  test('shows the referral prices, the commission examples per month and per year, the steps and the e-mail call to action', async ({
    page,
  }) => {
    await page.goto('/referral-partner-program')
    const hero = page.getByRole('heading', { level: 1 })
    await expect(hero).toContainText('Partner Programme')
    await expect(page.getByText('20% monthly commission on every client you refer')).toBeVisible()
    await expect(page.getByText(/^Lifetime payments/)).toBeVisible()
    await expect(page.getByText(/^24\/7 partner support/)).toBeVisible()

    const prices: Array<[string, string, string]> = [
      ['Start Up', '£443', '£89'],
      ['Leadpilot', '£839', '£168'],
      ['Leadpilot Pro', '£1,523', '£305'],
    ]
    const examples = page.getByRole('region', { name: 'Your Monthly Commission Examples' })
    for (const [plan, price, earned] of prices) {
      await expect(card(page, plan)).toContainText(`${price}/month`)
      await expect(card(page, plan)).toContainText('Including a £199 set up fee')
      await expect(examples.getByRole('listitem').filter({ hasText: plan }).first()).toContainText(
        `${earned}per client /month`,
      )
    }

    await radio(page, 'Annual').check()
    await expect(card(page, 'Leadpilot')).toContainText('£10,066/year')
    await expect(examples.getByRole('listitem').filter({ hasText: 'Leadpilot Pro' })).toContainText(
      '£3,655per client /year',
    )
    await radio(page, 'EUR').check()
    await expect(examples.getByRole('listitem').filter({ hasText: 'Start Up' })).toContainText(
      '€1,243per client /year',
    )

    const steps = page.getByRole('heading', { name: 'How It Works' }).locator('xpath=../..')
    await expect(steps.getByRole('listitem')).toHaveCount(4)
    await expect(steps.getByRole('heading', { level: 3 })).toContainText([
      'Apply to join',
      'Refer clients',
      'Client signs up',
      'Earn 20% monthly',
    ])

    const mail = page.getByRole('link', { name: 'Email the partner team' })
    await expect(mail).toHaveAttribute('href', /^mailto:partners@leadpilot\.example\?subject=/)
  })
})

test.describe('accessibility', () => {
  for (const path of [
    '/pricing-overview',
    '/pricing-start-up',
    '/715494687',
    '/referral-partner-program',
  ]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path)
      await expect(radio(page, 'GBP')).toBeEnabled()
      await expectAccessible(page)
      if (path === '/pricing-start-up') {
        await page.getByRole('button', { name: 'Explore ROI' }).click()
        await expect(page.getByLabel('Monthly leads', { exact: true })).toBeVisible()
        await expectAccessible(page)
      }
    })
  }
})

test.describe('a marketer publishing a price change', () => {
  test('a new price and a new rate show on every page that uses them within a second; a draft does not', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const token = await staffToken('marketer')
    const headers = auth(token)

    // A campaign price book of its own, shown on two pages: one plain, one at × 1.2 (VAT).
    const standard = await (
      await request.get('/api/price-books?where[key][equals]=alternative&depth=0', { headers })
    ).json()
    const rows = standard.docs[0].prices.map((row: Record<string, unknown>) => {
      const copy = { ...row }
      delete copy.id
      return copy
    })
    const bookRes = await request.post('/api/price-books', {
      headers,
      data: {
        title: 'Spring campaign prices',
        key: uniqueSlug('spring'),
        prices: rows,
        _status: 'published',
      },
    })
    expect(bookRes.ok()).toBeTruthy()
    const book = (await bookRes.json()).doc
    const pages: Array<{ slug: string; multiplier: number }> = [
      { slug: uniqueSlug('spring-pricing'), multiplier: 1 },
      { slug: uniqueSlug('spring-partners'), multiplier: 1.2 },
    ]
    for (const { slug, multiplier } of pages) {
      const res = await request.post('/api/pages', {
        headers,
        data: {
          title: 'Spring pricing',
          slug,
          layout: [
            {
              blockType: 'pricingSection',
              heading: 'Spring pricing',
              priceBook: book.id,
              priceMultiplier: multiplier,
              planButtonLabel: 'Get Started',
              planButtonHref: '/onboarding',
            },
          ],
          _status: 'published',
        },
      })
      expect(res.ok()).toBeTruthy()
    }
    const [plain, partners] = pages.map((p) => `/${p.slug}`)
    await page.goto(plain)
    await expect(card(page, 'Leadpilot')).toContainText('£699/month')
    await page.goto(partners)
    await expect(card(page, 'Leadpilot')).toContainText('£839/month')

    const withLeadpilotAt = (monthlyGbp: number) =>
      rows.map((row: { monthlyGbp: number }, i: number) => (i === 1 ? { ...row, monthlyGbp } : row))

    // Saving a draft changes nothing on the live pages.
    const draft = await request.patch(`/api/price-books/${book.id}?draft=true`, {
      headers,
      data: { prices: withLeadpilotAt(749) },
    })
    expect(draft.ok()).toBeTruthy()
    const liveHtml = await (await request.get(plain)).text()
    expect(liveHtml).toContain('£699')
    expect(liveHtml).not.toContain('£749')

    // Publishing puts £749 on the plain page and £899 (749 × 1.2) on the partner page.
    const publish = await request.patch(`/api/price-books/${book.id}`, {
      headers,
      data: { prices: withLeadpilotAt(749), _status: 'published' },
    })
    expect(publish.ok()).toBeTruthy()
    expect(await msUntilHtml(request, plain, (html) => html.includes('£749'))).toBeLessThan(1000)
    expect(await msUntilHtml(request, partners, (html) => html.includes('£899'))).toBeLessThan(1000)
    await page.goto(plain)
    await expect(card(page, 'Leadpilot')).toContainText('£749/month')

    // A new US dollar rate: 749 × 1.35 = $1,011 on the plain page, 899 × 1.35 = $1,214 on the
    // partner page. Restored afterwards for the other tests.
    const rates = await (await request.get('/api/globals/currencies?depth=0', { headers })).json()
    try {
      const newRate = await request.post('/api/globals/currencies', {
        headers,
        data: { usd: { ...rates.usd, rate: 1.35 }, _status: 'published' },
      })
      expect(newRate.ok()).toBeTruthy()
      expect(await msUntilHtml(request, plain, (html) => html.includes('1,011'))).toBeLessThan(1000)
      expect(await msUntilHtml(request, partners, (html) => html.includes('1,214'))).toBeLessThan(
        1000,
      )
      await page.goto(partners)
      await radio(page, 'USD').check()
      await expect(card(page, 'Leadpilot')).toContainText('$1,214/month')
    } finally {
      const restore = await request.post('/api/globals/currencies', {
        headers,
        data: { usd: rates.usd, _status: 'published' },
      })
      expect(restore.ok()).toBeTruthy()
    }
  })
})
