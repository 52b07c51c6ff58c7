import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminToken, auth, staffAccount, signIn, uniqueSlug } from './helpers'

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(path, { headers: auth(token), data })
  expect(res.ok(), await res.text()).toBeTruthy()
  return (await res.json()).doc as { id: number }
}

test('the plan screen shows its price in every book, and price-book rows are named by plan', async ({
  page,
}) => {
  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/collections/plans')
  await page.getByRole('link', { name: 'Leadpilot', exact: true }).click()
  const prices = page.getByRole('table', { name: 'Prices in every price book' })
  await expect(prices.getByRole('row', { name: /Main pricing/ })).toContainText('£669')
  await expect(prices.getByRole('row', { name: /Alternative, home and academy/ })).toContainText(
    '£699',
  )
  await expect(page.getByText(/prices live in the price books/i).first()).toBeVisible()

  await prices.getByRole('link', { name: 'Main pricing' }).click()
  await expect(page.getByText('Leadpilot · £669 a month')).toBeVisible()
  await expect(page.getByText('Start Up · £369 a month')).toBeVisible()
})

test('the home page card and its calculator disagree, and the claims audit says so in every currency', async ({
  page,
}) => {
  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/claims-audit')
  const row = page.getByRole('row', { name: '/ Leadpilot', exact: true })
  await expect(row).toContainText('GBP: card £699, calculator £669')
  await expect(row).toContainText('EUR')
  await expect(row).toContainText('USD')
  await expect(row).toContainText('Differs')
})

test('a price change lists what else disagrees; one action brings the ticked ones in line and "keep different" is recorded', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const name = `Growth ${uniqueSlug('plan')}`
  const plan = await post(request, token, '/api/plans', {
    name,
    key: uniqueSlug('growth'),
    _status: 'published',
  })
  const row = (monthlyGbp: number) => ({
    plan: plan.id,
    monthlyGbp,
    annualGbp: monthlyGbp * 12,
    prospects: { perMonth: 800, perYear: 9600 },
  })
  const book = await post(request, token, '/api/price-books', {
    title: `Growth pricing ${name}`,
    key: uniqueSlug('growth-book'),
    prices: [row(500)],
    _status: 'published',
  })
  const otherTitle = `Partner pricing ${name}`
  await post(request, token, '/api/price-books', {
    title: otherTitle,
    key: uniqueSlug('partner-book'),
    prices: [row(480)],
    _status: 'published',
  })
  const rates = await (await request.get('/api/globals/currencies')).json()
  const calculator = await post(request, token, '/api/calculators', {
    title: `Growth calculator ${name}`,
    key: uniqueSlug('growth-calc'),
    packages: [
      {
        name,
        key: 'growth',
        prices: {
          gbp: 500,
          eur: Math.round(500 * rates.eur.rate),
          usd: Math.round(500 * rates.usd.rate),
        },
        expectedMeetings: { min: 5, max: 15 },
        prospectsPerMonth: 800,
      },
    ],
    defaults: {
      monthlyLeads: 5,
      yearlyLeads: 60,
      conversionRate: 5,
      averageDealSize: 30000,
      selectedPackage: 'growth',
    },
    _status: 'published',
  })
  const slug = uniqueSlug('growth-offer')
  await post(request, token, '/api/pages', {
    title: 'Growth offer',
    slug,
    layout: [
      {
        blockType: 'pricingSection',
        heading: 'Plans',
        priceBook: book.id,
        calculator: calculator.id,
        planButtonLabel: 'Get Started',
        planButtonHref: '/onboarding',
      },
    ],
    _status: 'published',
  })

  // The marketer raises the price to £520 and publishes.
  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/admin/collections/price-books/${book.id}`)
  // The row is collapsed; its header (named by the plan) opens it.
  await page.getByText(`${name} · £500 a month`).click({ force: true })
  await page.locator('#field-prices__0__monthlyGbp').fill('520')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()

  const checks = page.getByRole('region', { name: 'Price checks' })
  await expect(checks.getByText(/the annual price is £6,000 a year, not £6,240/)).toBeVisible()
  await expect(checks.getByText(/package of the same name shows £500/)).toContainText(`/${slug}`)
  const other = checks.getByRole('checkbox', { name: new RegExp(otherTitle) })
  await expect(other).toBeChecked()

  // The audit shows the new page's calculator disagreeing with its card.
  const audit = await page.context().newPage()
  await audit.goto('/admin/claims-audit')
  await expect(audit.getByRole('row', { name: `/${slug} ${name}` })).toContainText(
    'GBP: card £520, calculator £500',
  )

  // Bring the annual figure and the calculator in line; leave the partner book as it is.
  await other.uncheck()
  await checks.getByRole('button', { name: 'Bring the ticked figures in line' }).click()
  await expect(checks.getByText(/annual price is/)).toHaveCount(0)
  await expect(checks.getByText(/package of the same name/)).toHaveCount(0)
  await expect(checks.getByRole('checkbox', { name: new RegExp(otherTitle) })).toBeVisible()
  const saved = await (
    await request.get(`/api/price-books/${book.id}?depth=0`, { headers: auth(token) })
  ).json()
  expect(saved.prices[0].annualGbp).toBe(6240)
  const calc = await (
    await request.get(`/api/calculators/${calculator.id}?depth=0`, { headers: auth(token) })
  ).json()
  expect(calc.packages[0].prices.gbp).toBe(520)
  expect(calc.packages[0].prices.eur).toBe(Math.round(520 * rates.eur.rate))
  await audit.reload()
  await expect(audit.getByRole('row', { name: `/${slug} ${name}` })).toHaveCount(0)

  // The partner book stays at £480 on purpose: recorded.
  await checks.getByRole('button', { name: 'Keep the ticked figures different' }).click()
  await expect(checks.getByRole('status')).toContainText('kept different on purpose')
  await expect(checks.getByText(/Kept different by/)).toBeVisible()
  await page.goto('/admin/collections/price-decisions')
  await expect(page.getByText(new RegExp(`${name}: .*${otherTitle}`)).first()).toBeVisible()
})
