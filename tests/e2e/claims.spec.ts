import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminToken, auth, untilHtml, staffAccount, signIn, uniqueSlug } from './helpers'

test('the claims audit lists every claim with its readings side by side and flags disagreements', async ({
  page,
}) => {
  await signIn(page)

  await expect(page.getByRole('link', { name: 'Claims audit', exact: true })).toHaveAttribute(
    'href',
    '/admin/claims-audit',
  )
  await page.goto('/admin/claims-audit')
  await expect(page.getByRole('heading', { name: 'Claims audit' })).toBeVisible()
  const satisfaction = page.getByRole('row', { name: /Client satisfaction/ })
  await expect(satisfaction).toContainText('85%')
  await expect(satisfaction).toContainText('95%')
  await expect(satisfaction).toContainText('Differs: 85% vs 95%')
  await expect(page.getByRole('row', { name: /Satisfaction guarantee period/ })).toContainText(
    'Differs: 30 vs 60',
  )
  await expect(page.getByRole('row', { name: /Active B2B clients/ })).toContainText('Consistent')
})

test('changing a reading in the admin updates the page that shows it', async ({ request }) => {
  const token = await adminToken()
  const { docs } = await (
    await request.get('/api/claims?where[key][equals]=days-to-result', { headers: auth(token) })
  ).json()
  const claim = docs[0]
  const readings = claim.readings.map((r: { path: string; value: string }) =>
    r.path === '/how-it-works' ? { ...r, value: '75' } : r,
  )
  const res = await request.patch(`/api/claims/${claim.id}`, {
    headers: auth(token),
    data: { readings, _status: 'published' },
  })
  expect(res.ok()).toBeTruthy()
  await untilHtml(request, '/how-it-works', (html) => html.includes('within 75 days'))
  // Put it back for other tests.
  await request.patch(`/api/claims/${claim.id}`, {
    headers: auth(token),
    data: { readings: claim.readings, _status: 'published' },
  })
})

/** Creates a published page with these blocks through the API the admin uses; returns its path. */
async function publishPage(
  request: APIRequestContext,
  token: string,
  title: string,
  layout: unknown[],
): Promise<string> {
  const slug = uniqueSlug(title.toLowerCase().replace(/\W+/g, '-'))
  const res = await request.post('/api/pages', {
    headers: auth(token),
    data: { title, slug, layout, _status: 'published' },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return `/${slug}`
}

test('a new page that shows a claim without a reading of its own appears in the audit with the reading it falls back to', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  // A new page with the shared FAQ (its answers quote the guarantee period) and a hero quoting
  // the client count; it has no reading of its own for either.
  const path = await publishPage(request, token, 'Autumn offer', [
    { blockType: 'hero', heading: 'Join {{active-clients}} B2B teams' },
    { blockType: 'faq', heading: 'Questions' },
  ])
  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/claims-audit')
  const guarantee = page.getByRole('row', { name: /Satisfaction guarantee period/ })
  await expect(guarantee.getByRole('listitem').filter({ hasText: path })).toContainText(
    'no reading of its own: shows the first reading',
  )
  await expect(guarantee).toContainText('Differs: 30 vs 60')
  const clients = page.getByRole('row', { name: /Active B2B clients/ })
  await expect(clients.getByRole('listitem').filter({ hasText: path })).toContainText('50+')
})

test('a misspelt claim token is refused at save with a message naming it, and nothing is saved', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  // A seeded question: the refused save must leave its answer as it was.
  const { docs } = await (
    await request.get('/api/faq-items?limit=1&depth=0&sort=_order', { headers: auth(token) })
  ).json()
  const doc = docs[0] as { id: number; answer: string }
  const answer = doc.answer

  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/admin/collections/faq-items/${doc.id}`)
  await page.locator('#field-answer').fill('Backed by our {{satisfacton}} satisfaction record.')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/\{\{satisfacton\}\} is not a claim/).first()).toBeVisible()

  const stored = await (
    await request.get(`/api/faq-items/${doc.id}`, { headers: auth(token) })
  ).json()
  expect(stored.answer).toBe(answer)

  // The same slip in a page's draft stops the page from being published.
  const slug = uniqueSlug('typo-test')
  const draft = await request.post('/api/pages?draft=true', {
    headers: auth(token),
    data: {
      title: 'Typo test',
      slug,
      layout: [{ blockType: 'hero', heading: 'Rated {{satisfacton}} by clients' }],
      _status: 'draft',
    },
  })
  expect(draft.ok()).toBeTruthy()
  await page.goto(`/admin/collections/pages/${(await draft.json()).doc.id}`)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/\{\{satisfacton\}\} is not a claim/).first()).toBeVisible()
  expect((await request.get(`/${slug}`)).status()).toBe(404)
})

test('a claim has drafts and versions: a draft reading stays off the site until it is published', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const key = uniqueSlug('reply-days')
  const created = await request.post('/api/claims', {
    headers: auth(token),
    data: {
      topic: `Days to first reply ${key}`,
      key,
      readings: [{ path: '/', value: '9' }],
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  const claim = (await created.json()).doc
  const path = await publishPage(request, token, 'Reply promise', [
    { blockType: 'hero', heading: `First replies within {{${key}}} days` },
  ])
  await untilHtml(request, path, (html) => html.includes('within 9 days'))

  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/admin/collections/claims/${claim.id}`)
  const autosaved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes(`/api/claims/${claim.id}`) &&
      (r.request().postData() ?? '').includes('"12"'),
  )
  await page.locator('#field-readings__0__value').fill('12')
  await autosaved
  // The draft is saved, and the live page still shows the published reading.
  expect(await (await request.get(path)).text()).toContain('within 9 days')

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()
  await untilHtml(request, path, (html) => html.includes('within 12 days'))

  await page.goto(`/admin/collections/claims/${claim.id}/versions`)
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /Published|Current/ })
      .first(),
  ).toBeVisible()
})
