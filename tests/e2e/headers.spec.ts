import { expect, test, type APIResponse } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../scripts/chromium'
import { briefFileName } from '@/lib/onboarding/brief'
import { auth, staffToken } from './helpers'

// A microphone for the browser test of voice input, granted without a prompt.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
})

const routes = [
  '/',
  '/about',
  '/how-it-works',
  '/contact',
  '/terms',
  '/pricing-overview',
  '/pricing-start-up',
  '/715494687',
  '/projectpricing',
  '/referral-partner-program',
  '/october-offer',
  '/leadpilot-demo',
  '/leadpilot-academy',
  '/risk-free-trial',
  '/start-trial',
  '/onboarding',
  '/case-studies',
  '/non-profit-case-studies',
  '/blog',
  '/blog/sales-navigator',
  '/no-such-page',
  // Paths that only begin like the admin, the API or the framework's own routes are pages too.
  '/admin-guide',
  '/apiary',
  '/next-steps',
]

/**
 * The headers every answer carries, whatever made it: no other site's window keeps a handle on
 * this one's, no other site loads its answers (share images and uploads only the site's own
 * hosts), and every browser feature the site does not use is off.
 */
function expectSecurityHeaders(res: APIResponse, label: string, resourcePolicy = 'same-origin') {
  const h = res.headers()
  expect(h['strict-transport-security'], label).toMatch(/max-age=\d+/)
  expect(h['x-content-type-options'], label).toBe('nosniff')
  expect(h['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  expect(h['cross-origin-opener-policy'], label).toBe('same-origin')
  expect(h['cross-origin-resource-policy'], label).toBe(resourcePolicy)
  const policy = h['permissions-policy'] ?? ''
  // Voice input is the site's own; the video players may go full screen; nothing else may.
  expect(policy, label).toContain('microphone=(self)')
  expect(policy, label).toMatch(/fullscreen=\(self "https:\/\/www\.youtube-nocookie\.com"/)
  for (const feature of ['camera', 'geolocation', 'payment', 'usb', 'serial', 'display-capture'])
    expect(policy, label).toContain(`${feature}=()`)
  return h
}

test('every route sends the security headers', async ({ request }) => {
  for (const route of routes) {
    const res = await request.get(route, { maxRedirects: 0 })
    const h = expectSecurityHeaders(res, route)
    const csp = h['content-security-policy'] ?? ''
    expect(csp, route).toContain("frame-ancestors 'self'")
    expect(csp, route).toContain("object-src 'none'")
    expect(csp, route).toMatch(/script-src 'self'[^;]* https:\/\/assets\.calendly\.com/)
    expect(csp, route).toContain('https://www.youtube-nocookie.com')
    // A shared cache keeps a page (or a page's absence) for a second, never for a year.
    expect(h['cache-control'], route).toContain('s-maxage=1,')
  }
})

test('every kind of answer sends them: files, feeds, share cards, uploads, the API and the admin', async ({
  request,
}) => {
  const home = await (await request.get('/')).text()
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
  expect(script, 'a script of the home page').toBeTruthy()
  const icon = /<link(?=[^>]*rel="icon")[^>]*href="([^"]+)"/.exec(home)?.[1]
  expect(icon, 'the icon of the home page').toBeTruthy()
  const media = await (await request.get('/api/media?limit=1&depth=0')).json()
  expect(media.docs.length, 'an upload to fetch').toBeGreaterThan(0)
  const answers: [string, () => Promise<APIResponse>, number, string?][] = [
    ['a script', () => request.get(script!), 200],
    ['the icon', () => request.get(icon!), 200],
    ['robots.txt', () => request.get('/robots.txt'), 200],
    ['the sitemap', () => request.get('/sitemap.xml'), 200],
    ['the feed', () => request.get('/blog/rss.xml'), 200],
    ['the API', () => request.get('/api/posts?limit=1'), 200],
    ['an API error', () => request.post('/api/onboarding', { data: {} }), 400],
    ['a missing API route', () => request.get('/api/no-such-collection'), 404],
    ['an unanswered sign-in', () => request.get('/api/users/me'), 200],
    ['the admin', () => request.get('/admin/login'), 200],
    // Share images and uploads: other hosts of the same site may show them.
    ['the home share card', () => request.get('/og'), 200, 'same-site'],
    ['a share card', () => request.get('/og/about'), 200, 'same-site'],
    ['a missing share card', () => request.get('/og/no-such-page-anywhere'), 404, 'same-site'],
    ['an upload', () => request.get(media.docs[0].url), 200, 'same-site'],
    ['a missing upload', () => request.get('/api/media/file/no-such-file.png'), 404, 'same-site'],
  ]
  for (const [label, answer, status, resourcePolicy] of answers) {
    const res = await answer()
    expect(res.status(), label).toBe(status)
    expectSecurityHeaders(res, label, resourcePolicy)
  }
})

test('voice input still works after the client-side router brings the visitor to the demo form', async ({
  page,
}) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort())
  // The demo page's quick form takes voice input; the button to it is a client-side link.
  await page.goto('/how-it-works')
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
  await page.locator('main a[href="/leadpilot-demo"]').first().click()
  await page.waitForURL('**/leadpilot-demo')
  // The same document: the policy is still the one the first page was loaded with.
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true)
  const microphone = await page.evaluate(() =>
    navigator.mediaDevices.getUserMedia({ audio: true }).then(
      (stream) => {
        stream.getTracks().forEach((track) => track.stop())
        return 'granted'
      },
      (error: Error) => error.name,
    ),
  )
  expect(microphone).toBe('granted')
})

test('a brief downloads under a name that reads as it is: no bidirectional controls', async ({
  request,
}) => {
  const token = await staffToken('ops')
  // U+202E would show 'Invoice‮gpj.exe_….md' as a name ending in 'exe.jpg'.
  const name = 'Invoice\u202Egpj.exe'
  const submissionId = crypto.randomUUID()
  const created = await request.post('/api/onboarding', {
    data: {
      submissionId,
      variant: 'quick',
      name,
      email: 'bidi.client@example.com',
      company: 'Bidi Ltd',
      role: 'Founder',
      companyName: 'Bidi Ltd',
      companyWebsite: 'bidi.example',
      offeringSummary: 'A name with a right-to-left override.',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const found = await request.get(
    `/api/onboarding-submissions?where[submissionId][equals]=${submissionId}&depth=0`,
    { headers: auth(token) },
  )
  const [record] = (await found.json()).docs
  const download = await request.get(`/api/onboarding-submissions/${record.id}/brief`, {
    headers: auth(token),
  })
  expect(download.status()).toBe(200)
  const disposition = download.headers()['content-disposition']
  const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1] ?? ''
  const fileName = decodeURIComponent(encoded)
  // The name the header, the e-mail attachment and the admin's download link all take.
  expect(fileName).toBe(briefFileName(name, new Date(record.createdAt)))
  expect(fileName).toMatch(/^Invoicegpj\.exe_\d{4}-\d{2}-\d{2}\.md$/)
  expect(disposition).toMatch(/^attachment; filename="Invoicegpj\.exe_[\d-]+\.md"; /)
})

test('pages work under the policies: nothing is blocked and the browser reads every feature named', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (msg) => {
    // A policy that blocked something, or a Permissions-Policy the browser could not read.
    if (/Content Security Policy|Permissions[- ]Policy/i.test(msg.text()))
      violations.push(msg.text())
  })
  await page.route('https://assets.calendly.com/**', (route) => route.abort())
  for (const path of ['/', '/onboarding', '/pricing-overview']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(violations).toEqual([])
})
