/**
 * The "404s to fix" list counts what the server answered 404, and nothing another site says; the
 * page-view beacon still counts views. Requests for missing paths leave the cached pages and
 * share cards in the cache.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminToken, auth, uniqueSlug } from './helpers'

/** How often the 404 list has `path`, read as the admin. */
async function hitsOf(request: APIRequestContext, token: string, path: string): Promise<number> {
  const res = await request.get(
    `/api/missing-pages?where[path][equals]=${encodeURIComponent(path)}`,
    { headers: auth(token) },
  )
  expect(res.ok()).toBeTruthy()
  return ((await res.json()).docs[0]?.hits as number | undefined) ?? 0
}

/** Today's views of `path`, read as the admin. */
async function viewsOf(request: APIRequestContext, token: string, path: string): Promise<number> {
  const day = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`
  const res = await request.get(
    `/api/page-views?where[path][equals]=${encodeURIComponent(path)}&where[day][equals]=${day}`,
    { headers: auth(token) },
  )
  expect(res.ok()).toBeTruthy()
  return ((await res.json()).docs[0]?.views as number | undefined) ?? 0
}

test('every 404 the server answers is counted once, with or without a browser', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const missing = `/${uniqueSlug('old-offer')}`
  const article = `/blog/${uniqueSlug('old-article')}`
  expect((await page.goto(missing))?.status()).toBe(404)
  await expect.poll(() => hitsOf(request, token, missing)).toBe(1)
  // A client that runs no script (a link checker, a crawler) found it missing too.
  expect((await request.get(missing)).status()).toBe(404)
  expect((await request.get(article)).status()).toBe(404)
  await expect.poll(() => hitsOf(request, token, missing)).toBe(2)
  await expect.poll(() => hitsOf(request, token, article)).toBe(1)
})

test('another site cannot add made-up paths to the 404 list; page views still count', async ({
  request,
}) => {
  const token = await adminToken()
  const madeUp = `/${uniqueSlug('made-up')}`
  const views = await viewsOf(request, token, '/pricing-overview')
  const elsewhere = { origin: 'https://elsewhere.example', 'content-type': 'text/plain' }
  const forged = await request.post('/api/views?status=404', { headers: elsewhere, data: madeUp })
  expect(forged.status()).toBe(400)
  const view = await request.post('/api/views', {
    headers: { 'content-type': 'text/plain' },
    data: '/pricing-overview',
  })
  expect(view.status()).toBe(204)
  await expect.poll(() => viewsOf(request, token, '/pricing-overview')).toBeGreaterThan(views)

  // A real 404 after the forged one is counted; by then the forged one would have been too.
  const real = `/${uniqueSlug('real-404')}`
  expect((await request.get(real)).status()).toBe(404)
  await expect.poll(() => hitsOf(request, token, real)).toBe(1)
  expect(await hitsOf(request, token, madeUp)).toBe(0)
})

test('requests for 1,100 missing paths leave the cached pages and share cards cached', async ({
  request,
}) => {
  test.slow()
  const kept = ['/how-it-works', '/og/how-it-works', '/og/blog']
  const cached = async (path: string) => (await request.get(path)).headers()['x-nextjs-cache']
  // A publish elsewhere in the suite (a media upload expires every page) may refresh a kept page
  // during the flood: that is not an eviction, so the flood is repeated until one passes without
  // such a refresh. An eviction fails every time.
  await expect(async () => {
    for (const path of kept) {
      await request.get(path)
      expect(await cached(path), path).toBe('HIT')
    }
    const prefix = uniqueSlug('nowhere')
    const paths = Array.from({ length: 1100 }, (_, i) =>
      i % 2 ? `/${prefix}-${i}` : `/og/${prefix}-${i}`,
    )
    // Twenty at a time, as a crawler or a scan would.
    for (let i = 0; i < paths.length; i += 20) {
      const statuses = await Promise.all(
        paths.slice(i, i + 20).map(async (path) => (await request.get(path)).status()),
      )
      expect(statuses.every((status) => status === 404)).toBe(true)
    }
    for (const path of kept) expect(await cached(path), path).toBe('HIT')
  }).toPass({ intervals: [0], timeout: 200_000 })
})
