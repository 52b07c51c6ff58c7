import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminToken, auth, untilHtml, staffToken, uniqueSlug } from './helpers'

/*
 * Publish-to-live: a cached page is refreshed, with no rebuild, when anything it shows changes,
 * whichever block shows it and wherever the block is placed. Runs after the other browser tests,
 * since it edits seeded content (prices, rates, case studies) they read.
 */

const card = (page: Page, plan: string) => page.getByRole('article', { name: plan, exact: true })
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })

async function publishPage(request: APIRequestContext, token: string, layout: object[]) {
  const slug = uniqueSlug('tagged')
  const res = await request.post('/api/pages', {
    headers: auth(token),
    data: { title: `Tagged ${slug}`, slug, _status: 'published', layout },
  })
  expect(res.ok()).toBeTruthy()
  const { doc } = await res.json()
  return { id: doc.id as number, path: `/${slug}` }
}

test('a case studies block on any page shows a case study change', async ({ request }) => {
  const token = await adminToken()
  const page = await publishPage(request, token, [
    { blockType: 'caseStudies', heading: 'Stories from our clients', kind: 'b2b' },
  ])
  const { docs } = await (
    await request.get('/api/case-studies?where[kind][equals]=b2b&limit=1&sort=_order', {
      headers: auth(token),
    })
  ).json()
  const study = docs[0] as { id: number; title: string }
  // Cached with the study as it is.
  expect(await (await request.get(page.path)).text()).toContain(study.title)

  const renamed = `${study.title} (${uniqueSlug('edit')})`
  try {
    const res = await request.patch(`/api/case-studies/${study.id}`, {
      headers: auth(token),
      data: { title: renamed },
    })
    expect(res.ok()).toBeTruthy()
    await untilHtml(request, page.path, (html) => html.includes(renamed))
  } finally {
    await request.patch(`/api/case-studies/${study.id}`, {
      headers: auth(token),
      data: { title: study.title },
    })
    await request.delete(`/api/pages/${page.id}`, { headers: auth(token) })
  }
})

test('a page without a reading of its own shows the first reading, refreshed when it changes', async ({
  request,
}) => {
  const token = await adminToken()
  const key = uniqueSlug('claim')
  const created = await request.post('/api/claims', {
    headers: auth(token),
    data: {
      key,
      topic: 'Meetings in the first month',
      readings: [{ path: '/how-it-works', value: '12 meetings' }],
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  const claim = (await created.json()).doc as { id: number }
  const page = await publishPage(request, token, [
    { blockType: 'cta', heading: `Clients see {{${key}}} in their first month` },
  ])
  try {
    expect(await (await request.get(page.path)).text()).toContain(
      'Clients see 12 meetings in their first month',
    )
    const res = await request.patch(`/api/claims/${claim.id}`, {
      headers: auth(token),
      data: { readings: [{ path: '/how-it-works', value: '14 meetings' }], _status: 'published' },
    })
    expect(res.ok()).toBeTruthy()
    await untilHtml(request, page.path, (html) =>
      html.includes('Clients see 14 meetings in their first month'),
    )
  } finally {
    await request.delete(`/api/pages/${page.id}`, { headers: auth(token) })
    await request.delete(`/api/claims/${claim.id}`, { headers: auth(token) })
  }
})

test.describe('a marketer publishing a price change', () => {
  test('a new price and a new rate show on every page that uses them; a draft does not', async ({
    page,
    request,
  }) => {
    test.slow()
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
    await untilHtml(request, plain, (html) => html.includes('£749'))
    await untilHtml(request, partners, (html) => html.includes('£899'))
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
      await untilHtml(request, plain, (html) => html.includes('1,011'))
      await untilHtml(request, partners, (html) => html.includes('1,214'))
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
