import { expect, test, type APIRequestContext } from '@playwright/test'
import { auth, staffToken, uniqueSlug } from './helpers'

async function pageId(request: APIRequestContext, token: string, slug: string): Promise<number> {
  const res = await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0`, {
    headers: auth(token),
  })
  return (await res.json()).docs[0].id
}

async function publishOffer(
  request: APIRequestContext,
  token: string,
  slug: string,
  offer: Record<string, unknown>,
): Promise<number> {
  const res = await request.post('/api/pages', {
    headers: auth(token),
    data: {
      title: 'Spring offer',
      slug,
      _status: 'published',
      layout: [{ blockType: 'hero', heading: 'Two months for the price of one, this spring only' }],
      offer,
    },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return (await res.json()).doc.id
}

test('the ended October offer tells visitors it has closed and points them to the current plans', async ({
  page,
  request,
}) => {
  await page.goto('/october-offer')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Our October offer has closed' }),
  ).toBeVisible()
  await expect(page.getByText('The free first month was open to clients')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Claim Your October Offer' })).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.getByRole('link', { name: 'See our current plans' }).click()
  await expect(page).toHaveURL(/\/pricing-overview$/)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/october-offer<')
  expect(sitemap).toContain('/pricing-overview<')
})

test('an ended offer set to redirect sends visitors to the chosen page', async ({
  page,
  request,
}) => {
  const token = await staffToken('marketer')
  const slug = uniqueSlug('spring-offer')
  const id = await publishOffer(request, token, slug, {
    endsAt: new Date(Date.now() - 60_000).toISOString(),
    afterEnd: 'redirect',
    target: await pageId(request, token, 'pricing-overview'),
  })
  try {
    await page.goto(`/${slug}`)
    await expect(page).toHaveURL(/\/pricing-overview$/)
  } finally {
    await request.delete(`/api/pages/${id}`, { headers: auth(token) })
  }
})

test('a cached offer page stops showing the offer when the offer ends, with no publish', async ({
  page,
  request,
}) => {
  const token = await staffToken('marketer')
  const slug = uniqueSlug('flash-offer')
  const endsAt = Date.now() + 6_000
  const id = await publishOffer(request, token, slug, {
    endsAt: new Date(endsAt).toISOString(),
    afterEnd: 'message',
    target: await pageId(request, token, 'pricing-overview'),
    endedHeading: 'The spring offer has ended',
  })
  try {
    // Rendered and cached while the offer runs; listed in the sitemap.
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: /this spring only/ })).toBeVisible()
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/${slug}<`)
    const cached = await (await request.get(`/${slug}`)).text()
    expect(cached).toContain('this spring only')

    // From the end on, within the jobs queue's tick, the page and the sitemap have moved on.
    await expect
      .poll(
        async () => {
          const html = await (await request.get(`/${slug}`)).text()
          return html.includes('The spring offer has ended') && !html.includes('this spring only')
        },
        { timeout: 20_000, intervals: [250] },
      )
      .toBe(true)
    const endedAfter = Date.now() - endsAt
    expect(endedAfter).toBeGreaterThanOrEqual(0)
    // The queue ticks every two seconds; allow for a busy machine.
    expect(endedAfter).toBeLessThan(8_000)
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/${slug}<`)
  } finally {
    await request.delete(`/api/pages/${id}`, { headers: auth(token) })
  }
})
