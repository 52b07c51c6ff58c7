/**
 * What an outside probe of the running site found, each checked against the production server:
 * GraphQL is not served, bodies are read only up to their limit, malformed requests are 4xx (never
 * 500), refused requests are not logged as server errors, downloads carry any name, the admin's
 * own pages send signed-out visitors to the sign-in, and the admin and API send their own CSP.
 */
import fs from 'node:fs'
import http from 'node:http'
import { expect, test, type Page } from '@playwright/test'
import { briefFileName } from '../../src/lib/onboarding/brief'
import { admin, adminToken, auth, staffToken, storedSubmissionId, uniqueSlug } from './helpers'

const site = process.env.E2E_BASE_URL!

/** A raw request, for what fetch() cannot send or must not tidy up (TRACE, undecodable paths). */
function raw(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${site}${path}`, { method, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

test('GraphQL is not served: a clean 404, however large the query, and fast', async ({
  request,
}) => {
  const aliases = Array.from({ length: 100_000 }, (_, i) => `a${i}:__typename`).join(' ')
  const started = Date.now()
  const res = await request.post('/api/graphql', { data: { query: `{ ${aliases} }` } })
  expect(res.status()).toBe(404)
  expect((await res.json()).message ?? (await res.json()).errors?.[0]?.message).toBeTruthy()
  expect(Date.now() - started).toBeLessThan(1500)
  expect((await request.get('/api/graphql')).status()).toBe(404)
  expect((await request.get('/api/graphql-playground')).status()).toBe(404)
})

/**
 * Streams a JSON body in 64 KB chunks (no Content-Length) and returns the status and how many
 * bytes had gone when the answer came. The server answers without reading the rest.
 */
function streamed(path: string, total: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${site}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    let sent = 0
    let answered = false
    req.on('response', (res) => {
      answered = true
      res.resume()
      resolve({ status: res.statusCode ?? 0, sent })
      req.destroy()
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', write)
      }
      if (!answered) req.end()
    }
    write()
  })
}

test('a chunked body over the limit is answered 413 at the limit, not read to its end', async () => {
  const total = 64 * 1024 * 1024
  for (const [path, limit] of [
    ['/api/onboarding', 256 * 1024],
    ['/api/voice', 3 * 1024 * 1024],
  ] as const) {
    const { status, sent } = await streamed(path, total)
    expect(status, path).toBe(413)
    // What the sockets buffer on the way aside, the answer came long before the end.
    expect(sent, path).toBeLessThan(limit + 16 * 1024 * 1024)
  }
})

test('the import side of the export plugin is gone: nothing parses uploads for visitors', async ({
  request,
}) => {
  const marker = uniqueSlug('uploaded')
  const csv = `from,to\n${`/${marker},/b\n`.repeat(1000)}`
  const res = await request.post('/api/imports/preview-data', {
    multipart: { file: { name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  })
  expect(res.status()).toBe(404)
  expect(await res.text()).not.toContain(marker)
  expect((await request.get('/api/imports')).status()).toBe(404)
})

test('the claims audit sends signed-out visitors to the sign-in, showing nothing of the admin', async ({
  request,
}) => {
  const res = await request.get('/admin/claims-audit', { maxRedirects: 0 })
  const html = await res.text()
  const toLogin =
    (res.status() === 307 && /\/admin\/login/.test(res.headers().location ?? '')) ||
    html.includes('NEXT_REDIRECT;replace;/admin/login')
  expect(toLogin, `${res.status()} ${res.headers().location}`).toBe(true)
  for (const name of ['Onboarding submissions', 'Price books', 'Claims audit</h1>'])
    expect(html).not.toContain(name)
})

test('malformed requests are 4xx, never 500', async () => {
  for (const path of ['/%ff', '/api/%ff', '/admin/%ff', '/blog/%ff', '/%00', '/blog/%00']) {
    const res = await raw(path)
    expect(res.status, path).toBeGreaterThanOrEqual(400)
    expect(res.status, path).toBeLessThan(500)
  }
  const like = await raw('/api/posts?where[body][like]=x')
  expect(like.status).toBe(400)
  expect(JSON.parse(like.body).errors[0].message).toMatch(/not supported/)
  for (const path of ['/', '/api/posts', '/blog/rss.xml']) {
    const trace = await raw(path, { method: 'TRACE' })
    expect(trace.status, `TRACE ${path}`).toBe(405)
  }
  // A byte range past the end of a static file.
  const html = (await raw('/')).body
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const range = await raw(script!, { headers: { Range: 'bytes=100000000-' } })
  expect(range.status).toBe(416)
  // HEAD answers as GET does.
  const head = await raw('/api/posts', { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(head.body).toBe('')
  expect((await raw('/api/no-such-collection', { method: 'HEAD' })).status).toBe(404)
})

test('refused requests are logged at info level, without a stack', async ({ request }) => {
  const marker = uniqueSlug('refused')
  const log = process.env.E2E_SERVER_LOG!
  const before = fs.statSync(log).size
  const newLines = () => fs.readFileSync(log).subarray(before).toString('utf8').split('\n')
  expect(
    (await request.get(`/api/onboarding-submissions?where[name][equals]=${marker}`)).status(),
  ).toBe(403)
  expect((await request.post('/api/pages', { data: { title: marker } })).status()).toBe(403)
  await expect
    .poll(() => newLines().filter((line) => /"level":"info".*"status":403/.test(line)).length)
    .toBeGreaterThan(0)
  // Other tests run alongside: no error logged meanwhile, theirs included, is a refusal.
  for (const line of newLines().filter((l) => l.includes('"err"'))) {
    const status = JSON.parse(line).err?.status ?? 500
    expect(status, line.slice(0, 300)).toBeGreaterThanOrEqual(500)
  }
})

test('the brief downloads under the client’s name in any script', async ({ request }) => {
  const token = await staffToken('ops')
  for (const name of ['李小龙 Łukasz', 'محمد علي', 'Zoë 😀 Brontë']) {
    const created = await request.post('/api/onboarding', {
      data: {
        submissionId: crypto.randomUUID(),
        variant: 'quick',
        name,
        email: 'intl.client@example.com',
        company: 'Intl Ltd',
        role: 'Founder',
        companyName: 'Intl Ltd',
        companyWebsite: 'intl.example',
        offeringSummary: 'Names in every script.',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = await storedSubmissionId(request, created)
    const download = await request.get(`/api/onboarding-submissions/${id}/brief`, {
      headers: auth(token),
    })
    expect(download.status(), name).toBe(200)
    expect(await download.text()).toContain('Intl Ltd')
    const disposition = download.headers()['content-disposition']
    const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1] ?? ''
    const record = await (
      await request.get(`/api/onboarding-submissions/${id}`, { headers: auth(token) })
    ).json()
    expect(decodeURIComponent(encoded)).toBe(briefFileName(name, new Date(record.createdAt)))
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.md"; filename\*=/)
    expect(download.headers()['cache-control']).toBe('no-store')
  }
})

test('answers with personal data are never cached; the admin and the API send their own CSP', async ({
  request,
}) => {
  const token = await adminToken()
  const me = await (await request.get('/api/users/me', { headers: auth(token) })).json()
  for (const path of [
    '/api/users/me',
    `/api/users/${me.user.id}`,
    '/api/onboarding-submissions?limit=1',
    '/api/onboarding-submissions/export-csv',
  ]) {
    const res = await request.get(path, { headers: auth(token) })
    expect(res.status(), path).toBe(200)
    expect(res.headers()['cache-control'], path).toBe('no-store')
    expect(res.headers()['content-security-policy'], path).toContain("default-src 'none'")
  }
  const submitted = await request.post('/api/onboarding', { data: {} })
  expect(submitted.headers()['content-security-policy']).toContain("default-src 'none'")

  const adminPage = await request.get('/admin/login')
  const csp = adminPage.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toContain('unsafe-eval')
})

/** CSP violations the browser reports on this page. */
function cspViolations(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(msg.text())
  })
  return seen
}

test('the admin works under its CSP: sign in, open the dashboard, edit and save the account', async ({
  page,
}) => {
  test.slow()
  const violations = cspViolations(page)
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(admin.email)
  await page.locator('#field-password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('link', { name: /Pages/ }).first()).toBeVisible()

  await page.goto('/admin/account')
  const name = `Admin ${uniqueSlug('csp')}`
  await page.locator('#field-name').fill(name)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/Updated successfully/i).first()).toBeVisible()
  // Saving the account keeps its own session: still signed in after a reload.
  await page.reload()
  await expect(page.locator('#field-name')).toHaveValue(name)
  await page.goto('/admin/claims-audit')
  await expect(page.getByRole('heading', { name: 'Claims audit' })).toBeVisible()
  expect(violations).toEqual([])
})
