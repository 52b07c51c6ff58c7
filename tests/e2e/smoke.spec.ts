import { expect, test } from '@playwright/test'
import { validSubmission } from '../support/submission'
import { adminToken, auth, untilHtml, submissionsByEmail } from './helpers'

/*
 * The shipped server, as the Docker image runs it: the standalone build made with no database
 * and no secret, serving a freshly migrated and seeded database.
 */

test('every route in the sitemap answers 200', async ({ request }) => {
  const listed = async () => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  }
  const paths = await listed()
  expect(paths.length).toBeGreaterThan(30)
  for (const path of paths) {
    const status = (await request.get(path)).status()
    // The access matrix, beside this test, deletes the pages and articles it made: one deleted
    // after the sitemap was read has left the sitemap by now, as it should have.
    if (status === 404 && !(await listed()).includes(path)) continue
    expect(status, path).toBe(200)
  }
})

test('a published change goes live with no rebuild', async ({ request }) => {
  const token = await adminToken()
  const { docs } = await (
    await request.get('/api/faq-items?limit=1&sort=_order', { headers: auth(token) })
  ).json()
  const item = docs[0] as { id: number; question: string }
  const marker = `smoke-${Date.now()}`
  expect(await (await request.get('/contact')).text()).not.toContain(marker)
  try {
    const res = await request.patch(`/api/faq-items/${item.id}`, {
      headers: auth(token),
      data: { question: `${item.question} ${marker}` },
    })
    expect(res.ok()).toBeTruthy()
    await untilHtml(request, '/contact', (html) => html.includes(marker))
  } finally {
    await request.patch(`/api/faq-items/${item.id}`, {
      headers: auth(token),
      data: { question: item.question },
    })
  }
})

test('an onboarding submission is stored', async ({ request }) => {
  const email = `smoke-${Date.now()}@acme.example`
  const res = await request.post('/api/onboarding', {
    data: validSubmission(crypto.randomUUID(), { email }),
  })
  expect(res.status()).toBe(201)
  const { totalDocs } = await submissionsByEmail(request, email)
  expect(totalDocs).toBe(1)
})
