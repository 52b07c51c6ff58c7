import { expect, test, type Locator, type Page } from '@playwright/test'
import { copiedText, expectAccessible, recordClipboard } from './helpers'

// One worker, in order: the publishing test briefly changes a live currency rate.
test.describe.configure({ mode: 'default' })

const card = (page: Page, plan: string) => page.getByRole('article', { name: plan, exact: true })

/** The value shown beside a calculator result's label. */
const result = (scope: Page | Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)

/** The calculator's yearly results, whatever billing period the page shows. */
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
    await expect(page.getByLabel('Package')).toHaveValue('leadpilotpro')
    // A year's results whether the plans show a month or a year, with the month beside them.
    const defaults = {
      deals: '3.00',
      revenue: '£90,000',
      cost: '£15,228',
      roi: '491%',
      payback: '2.0 months',
    }
    await expectResults(page, defaults)
    await expect(
      page.getByText('Per month: 0.25 deals, £7,500 revenue, £1,269 cost.'),
    ).toBeVisible()
    await radio(page, 'Annual').check()
    await expectResults(page, defaults)

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

  test('a calculator input shows exactly the number the figures come from', async ({ page }) => {
    await page.goto('/pricing-overview')
    const dealSize = page.getByLabel('Average deal size (£)')
    await expect(dealSize).toBeEnabled()
    // What is not a number stays as typed, counts as 0, and says so.
    await dealSize.fill('1e3')
    await expect(dealSize).toHaveValue('1e3')
    await expect(dealSize).toHaveAttribute('aria-invalid', 'true')
    await expect(dealSize).toHaveAccessibleDescription(/Not a number, so it counts as 0/)
    await expect(result(page, 'Yearly revenue')).toHaveText('£0')
    // Thousands separators are dropped, so the input shows the plain number used.
    await dealSize.fill('45,000')
    await expect(dealSize).toHaveValue('45000')
    await expect(dealSize).not.toHaveAttribute('aria-invalid', 'true')
    await expect(result(page, 'Yearly revenue')).toHaveText('£135,000')
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

test.describe('shareable ROI calculation', () => {
  test('a copied link reproduces the figures, period and currency in a fresh browser', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-write'])
    await recordClipboard(page)
    await page.goto('/pricing-start-up?utm_source=newsletter')
    await page.getByRole('button', { name: 'Explore ROI' }).click()
    await page.getByLabel('Monthly leads', { exact: true }).fill('8')
    await page.getByLabel('Close rate (%)').fill('4.5')
    await page.getByLabel('Average deal size (£)').fill('24000')
    await page.getByLabel('Package').selectOption({ label: 'Leadpilot' })
    await radio(page, 'Annual').check()
    await radio(page, 'EUR').check()
    const figures = {
      deals: '4.32',
      revenue: '€103,680',
      cost: '€9,396',
      roi: '1003%',
      payback: '1.1 months',
    }
    await expectResults(page, figures)
    // The address follows the calculation (replaced, not pushed) and keeps its own parameters.
    await expect(page).toHaveURL(/[?&]monthly_leads=8(&|$)/)
    await expect(page).toHaveURL(/utm_source=newsletter/)

    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
    const link = (await copiedText(page)) ?? ''
    expect(link).toContain('close_rate=4.5')

    // A prospect opening the link: nothing remembered, yet the same figures.
    const prospect = await browser.newContext()
    const shared = await prospect.newPage()
    await shared.goto(link)
    await expect(shared.getByLabel('Monthly leads', { exact: true })).toBeVisible()
    await expect(shared.getByLabel('Monthly leads', { exact: true })).toHaveValue('8')
    await expect(shared.getByLabel('Yearly leads', { exact: true })).toHaveValue('96')
    await expect(shared.getByLabel('Package')).toHaveValue('leadpilot')
    await expect(radio(shared, 'Annual')).toBeChecked()
    await expect(radio(shared, 'EUR')).toBeChecked()
    await expectResults(shared, figures)
    await prospect.close()
  })

  test('where the clipboard is refused, the link is shown to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      })
    })
    await page.goto('/pricing-overview')
    await page.getByLabel('Close rate (%)').fill('3')
    await page.getByRole('button', { name: 'Copy link' }).click()
    const manual = page.getByLabel('Your browser would not copy it; copy this link:')
    await expect(manual).toBeVisible()
    await expect(manual).toHaveValue(/\/pricing-overview\?.*close_rate=3/)
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
  test('shows the referral prices, the commission examples per month and per year, the steps and the application form', async ({
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
    let examples = page.getByRole('region', { name: 'Your Monthly Commission Examples' })
    for (const [plan, price, earned] of prices) {
      await expect(card(page, plan)).toContainText(`${price}/month`)
      await expect(card(page, plan)).toContainText('Including a £199 set up fee')
      await expect(examples.getByRole('listitem').filter({ hasText: plan }).first()).toContainText(
        `${earned}per client /month`,
      )
    }

    await radio(page, 'Annual').check()
    await expect(card(page, 'Leadpilot')).toContainText('£10,066/year')
    // The heading follows the period.
    await expect(
      page.getByRole('heading', { name: 'Your Monthly Commission Examples' }),
    ).toHaveCount(0)
    examples = page.getByRole('region', { name: 'Your Annual Commission Examples' })
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

    const application = page.getByRole('form', { name: 'Referral partner application' })
    await expect(application.getByLabel('How would you refer clients to us?')).toBeVisible()
    await expect(
      application.getByRole('button', { name: 'Apply to become a partner' }),
    ).toBeVisible()
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
