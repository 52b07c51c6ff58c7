/**
 * Text is shown as text, never as markup: script and markup payloads typed by a visitor reach the
 * brief screen, the admin record and the brief e-mail as literal text, and raw HTML in a
 * marketer's rich text is shown literally on the public page.
 */
import { expect, test, type Page } from '@playwright/test'
import { adminToken, auth, mailsContaining, staffToken, TEAM_INBOX, uniqueSlug } from './helpers'
import { field, next, stepText } from './wizard'

const IMG = '<img src=x onerror="window.__fuzzed=1">'
const SCRIPT = '<script>window.__fuzzed=1</script>'
const SVG = '"><svg onload=window.__fuzzed=1>'
const LINK = '<a href="javascript:window.__fuzzed=1">click</a>'
const MARKDOWN = '**bold** [link](javascript:window.__fuzzed=1) # not a heading'

test.beforeEach(async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort())
})

/** Nothing the payloads carry became an element or ran. */
async function expectNoInjection(page: Page) {
  await expect(
    page.locator(
      'img[src="x"], [onerror], [onload], iframe[src^="javascript"], a[href^="javascript:window"], script:text-is("window.__fuzzed=1")',
    ),
  ).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __fuzzed?: number }).__fuzzed)).toBeUndefined()
}

test('payloads a visitor types are text on the brief screen, in the admin record and in the brief e-mail', async ({
  page,
  request,
}) => {
  test.slow()
  const email = `xss+${Date.now()}@acme-widgets.example`
  await page.goto('/onboarding')
  await field(page, 'Full Name').fill(`Jane ${IMG}`)
  await field(page, 'Email').fill(email)
  await field(page, 'Company').fill(SCRIPT)
  await field(page, 'Role').fill(SVG)
  await next(page)
  await field(page, 'Company Name').fill(`Acme ${LINK}`)
  await field(page, 'Company Website').fill('acme-widgets.example')
  await field(page, 'What does your business offer?').fill(`${MARKDOWN}\n${IMG}\n- ${SCRIPT}`)
  await field(page, 'Core Products/Services').fill(`${SVG} ${LINK}`)
  await next(page)
  await stepText(page, 3)
  await field(page, 'Job title 1').fill(SCRIPT)
  await next(page)
  await stepText(page, 4)
  await field(page, 'The Transformation').fill(`${IMG} ${MARKDOWN}`)
  await next(page)
  await stepText(page, 5)
  await page.getByRole('button', { name: 'Complete Onboarding' }).click()

  // The brief screen: every payload shows literally, none became an element.
  await expect(page.getByText('Brief Automatically Sent')).toBeVisible()
  for (const text of [IMG, SCRIPT, SVG, LINK, '**bold**']) {
    await expect(page.getByText(text).first()).toBeVisible()
  }
  await expectNoInjection(page)

  // The admin record view shows the same text in its fields.
  const token = await adminToken()
  const found = await (
    await request.get(
      `/api/onboarding-submissions?where[email][equals]=${encodeURIComponent(email)}`,
      { headers: auth(token) },
    )
  ).json()
  expect(found.totalDocs).toBe(1)
  const record = found.docs[0]
  expect(record.name).toBe(`Jane ${IMG}`)
  expect(record.company).toBe(SCRIPT)
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: token, url: process.env.E2E_BASE_URL! }])
  await page.goto(`/admin/collections/onboarding-submissions/${record.id}`)
  await expect(page.locator('#field-name')).toHaveValue(`Jane ${IMG}`)
  await expect(page.locator('#field-company')).toHaveValue(SCRIPT)
  await expect(page.locator('#field-role')).toHaveValue(SVG)
  await expectNoInjection(page)

  // Both e-mails (the brief to the team, the confirmation to the client) are plain text (and a
  // Markdown attachment): no HTML part for a mail client to render.
  await expect.poll(() => mailsContaining(email).length, { timeout: 30_000 }).toBe(2)
  for (const mail of mailsContaining(email)) {
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i)
    expect(mail.raw).not.toMatch(/Content-Type: text\/html/i)
  }
})

test('a line break in a name cannot add an e-mail header: the brief goes to the team only, the confirmation to the client only', async ({
  request,
}) => {
  const email = `crlf+${Date.now()}@acme-widgets.example`
  const res = await request.post('/api/onboarding', {
    headers: { 'x-forwarded-for': '198.19.0.1' },
    data: {
      submissionId: crypto.randomUUID(),
      variant: 'quick',
      name: 'Jane\r\nBcc: fuzzed@evil.example\r\nX-Fuzzed: 1',
      email,
      company: 'Acme\r\nSubject: hijacked',
      role: 'Founder',
      companyName: 'Acme Widgets Ltd\nBcc: fuzzed@evil.example',
      companyWebsite: 'acme-widgets.example',
      offeringSummary: 'Widgets',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  await expect.poll(() => mailsContaining(email, TEAM_INBOX).length, { timeout: 30_000 }).toBe(1)
  await expect.poll(() => mailsContaining(email, email).length, { timeout: 30_000 }).toBe(1)
  const brief = mailsContaining(email, TEAM_INBOX)[0]!
  expect(brief.to.sort()).toEqual([TEAM_INBOX, 'success@leadpilot.example'])
  const confirmation = mailsContaining(email, email)[0]!
  expect(confirmation.to).toEqual([email])
  for (const mail of [brief, confirmation]) {
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!
    expect(headers).not.toMatch(/^(Bcc|X-Fuzzed|Subject: hijacked)/im)
    expect(headers.match(/^Subject:/gim)).toHaveLength(1)
  }
})

const lexical = (...children: unknown[]) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children },
})
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', version: 1, children })
const text = (value: string) => ({ type: 'text', text: value, version: 1 })

test('raw HTML in a marketer’s rich text and headings is shown as text on the public page', async ({
  page,
  request,
}) => {
  test.slow()
  const marketer = auth(await staffToken('marketer'))
  const slug = uniqueSlug('fuzz-markup')
  // Payload may refuse the javascript: URL outright (400); then the page goes without that link.
  const pageData = (withLink: boolean) => ({
    title: `Markup ${SCRIPT}`,
    slug,
    _status: 'published',
    layout: [
      {
        blockType: 'content',
        heading: `Heading ${SVG}`,
        body: lexical(
          paragraph(text(`Raw ${IMG} and ${SCRIPT}`)),
          paragraph(text(LINK), text(` ${MARKDOWN}`)),
          ...(withLink
            ? [
                {
                  type: 'link',
                  version: 3,
                  fields: {
                    linkType: 'custom',
                    url: 'javascript:window.__fuzzed=1',
                    newTab: false,
                  },
                  children: [text('a javascript: link')],
                },
              ]
            : []),
        ),
      },
    ],
  })
  let created = await request.post('/api/pages', { headers: marketer, data: pageData(true) })
  if (created.status() === 400) {
    created = await request.post('/api/pages', { headers: marketer, data: pageData(false) })
  }
  expect(created.ok(), await created.text()).toBeTruthy()
  const id = (await created.json()).doc.id as number

  try {
    const res = await page.goto(`/${slug}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: `Heading ${SVG}` })).toBeVisible()
    await expect(page.getByText(`Raw ${IMG} and ${SCRIPT}`)).toBeVisible()
    await expect(page.getByText(LINK)).toBeVisible()
    await expectNoInjection(page)
    // Following the link (if it was kept) runs nothing either.
    const link = page.getByRole('link', { name: 'a javascript: link' })
    if (await link.count()) {
      await link.click()
      expect(await page.evaluate(() => (window as { __fuzzed?: number }).__fuzzed)).toBeUndefined()
    }
  } finally {
    const admin = auth(await adminToken())
    expect((await request.delete(`/api/pages/${id}`, { headers: admin })).ok()).toBeTruthy()
  }
})
