import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminToken, auth, signIn, staffAccount, uniqueSlug, untilHtml } from './helpers'

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(path, { headers: auth(token), data })
  expect(res.ok(), await res.text()).toBeTruthy()
  return (await res.json()).doc as { id: number }
}

const card = (page: Page, plan: string) => page.getByRole('article', { name: plan, exact: true })
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })
const result = (page: Page, label: string) =>
  page.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)

test('the plan screen shows its price in every book, and price-book rows are named by plan', async ({
  page,
}) => {
  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/collections/plans')
  await page.getByRole('link', { name: 'Leadpilot', exact: true }).click()
  const prices = page.getByRole('table', { name: 'Prices in every price book' })
  await expect(prices.getByRole('row', { name: /Main pricing/ })).toContainText('£669')
  await expect(prices.getByRole('row', { name: /Main pricing/ })).toContainText('£8,028')
  await expect(prices.getByRole('row', { name: /Alternative, home and academy/ })).toContainText(
    '£699',
  )
  await expect(page.getByText(/prices live in the price books/i).first()).toBeVisible()

  await prices.getByRole('link', { name: 'Main pricing' }).click()
  await expect(page.getByText('Leadpilot · £669 a month')).toBeVisible()
  await expect(page.getByText('Start Up · £369 a month')).toBeVisible()
})

test('the claims audit lists the calculator prices that override a page’s price book', async ({
  page,
}) => {
  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/claims-audit')
  const overrides = page.getByRole('table', { name: 'Price overrides in force' })
  const home = overrides.getByRole('row', { name: '/ Leadpilot', exact: true })
  await expect(home).toContainText('GBP: price book £699, calculator £669')
  await expect(home).toContainText('EUR: price book €818, calculator €783')
  const main = overrides.getByRole('row', { name: '/pricing-overview Start Up', exact: true })
  await expect(main).toContainText('EUR: price book €432, calculator €431')
  await expect(main).not.toContainText('GBP')
  // Where the calculator shows the book's own figures there is nothing to list.
  await expect(
    overrides.getByRole('row', { name: '/pricing-overview Leadpilot', exact: true }),
  ).toHaveCount(0)
  await expect(overrides.getByRole('row', { name: /^\/715494687 / })).toHaveCount(0)
})

test('a marketer changes one monthly price and every page using the book follows: card, annual figure and calculator', async ({
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
  const book = await post(request, token, '/api/price-books', {
    title: `Growth pricing ${name}`,
    key: uniqueSlug('growth-book'),
    prices: [{ plan: plan.id, monthlyGbp: 500, prospects: { perMonth: 800, perYear: 9600 } }],
    _status: 'published',
  })
  const calculator = await post(request, token, '/api/calculators', {
    title: `Growth calculator ${name}`,
    key: uniqueSlug('growth-calc'),
    packages: [
      {
        plan: plan.id,
        key: 'growth',
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
  const section = {
    blockType: 'pricingSection',
    heading: 'Plans',
    priceBook: book.id,
    planButtonLabel: 'Get Started',
    planButtonHref: '/onboarding',
  }
  // One page with the calculator in its pricing section, one with an ROI calculator block.
  const pages = [
    [{ ...section, calculator: calculator.id, calculatorPlacement: 'below' }],
    [section, { blockType: 'roiCalculator', heading: 'Your return', calculator: calculator.id }],
  ]
  const paths: string[] = []
  for (const layout of pages) {
    const slug = uniqueSlug('growth-offer')
    await post(request, token, '/api/pages', {
      title: 'Growth offer',
      slug,
      layout,
      _status: 'published',
    })
    paths.push(`/${slug}`)
  }

  // The currency and period a visitor picks carry over to other pricing pages: each page starts
  // from pounds a month here. The calculator shows the year's cost: 12 × the monthly figure.
  const expectPrices = async (
    monthly: string,
    annual: string,
    eur: string,
    calculatorYear: { GBP: string; EUR: string },
  ) => {
    for (const path of paths) {
      await page.goto(path)
      // The server renders pounds a month, the page then shows the currency picked on the last
      // page; checking the already checked GBP before the switch has hydrated would do nothing.
      await expect(radio(page, 'GBP').first()).toBeEnabled()
      await radio(page, 'GBP').first().check()
      await radio(page, 'Monthly').first().check()
      await expect(card(page, name)).toContainText(`${monthly}/month`)
      await expect(result(page, 'Total yearly cost')).toHaveText(calculatorYear.GBP)
      await radio(page, 'EUR').first().check()
      await expect(card(page, name)).toContainText(`${eur}/month`)
      await expect(result(page, 'Total yearly cost')).toHaveText(calculatorYear.EUR)
      await radio(page, 'Annual').first().check()
      await expect(card(page, name)).toContainText(`€${annual}/year`)
    }
  }
  await expectPrices('£500', '7,020', '€585', { GBP: '£6,000', EUR: '€7,020' })

  // The marketer raises the monthly price to £520 and publishes; nothing else is touched.
  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/admin/collections/price-books/${book.id}`)
  // The row is collapsed; its header (named by the plan) opens it.
  await page.getByText(`${name} · £500 a month`).click({ force: true })
  await expect(page.locator('#field-prices__0__annualGbp')).toHaveValue('')
  await page.locator('#field-prices__0__monthlyGbp').fill('520')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()

  for (const path of paths) await untilHtml(request, path, (html) => html.includes('£520'))
  // 520 × 12 = £6,240 a year, €7,301 at 1.17; the calculator follows the card's €608 a month.
  await expectPrices('£520', '7,301', '€608', { GBP: '£6,240', EUR: '€7,296' })

  const audit = await page.context().newPage()
  await audit.goto('/admin/claims-audit')
  await expect(audit.getByRole('table', { name: 'Price overrides in force' })).toBeVisible()
  for (const path of paths)
    await expect(audit.getByRole('row', { name: `${path} ${name}` })).toHaveCount(0)
})
