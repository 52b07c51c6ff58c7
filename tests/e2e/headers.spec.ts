import { expect, test } from '@playwright/test'

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

test('every route sends the security headers, with the microphone only where voice input is', async ({
  request,
}) => {
  for (const route of routes) {
    const res = await request.get(route, { maxRedirects: 0 })
    const h = res.headers()
    expect(h['strict-transport-security'], route).toMatch(/max-age=\d+/)
    expect(h['x-content-type-options'], route).toBe('nosniff')
    expect(h['referrer-policy'], route).toBe('strict-origin-when-cross-origin')
    const csp = h['content-security-policy'] ?? ''
    expect(csp, route).toContain("frame-ancestors 'self'")
    expect(csp, route).toContain("object-src 'none'")
    expect(csp, route).toMatch(/script-src 'self'[^;]* https:\/\/assets\.calendly\.com/)
    expect(csp, route).toContain('https://www.youtube-nocookie.com')
    const microphone = ['/onboarding', '/leadpilot-demo'].includes(route)
      ? 'microphone=(self)'
      : 'microphone=()'
    expect(h['permissions-policy'], route).toContain(microphone)
    // A shared cache keeps a page (or a page's absence) for a second, never for a year.
    expect(h['cache-control'], route).toContain('s-maxage=1,')
  }
})

test('pages work under the policy: no script or frame is blocked on the home page and the wizard', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
  })
  await page.route('https://assets.calendly.com/**', (route) => route.abort())
  for (const path of ['/', '/onboarding', '/pricing-overview']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(violations).toEqual([])
})
