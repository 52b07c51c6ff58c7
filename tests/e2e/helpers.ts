import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test'
import type { OnboardingSubmission } from '@/payload-types'

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

/**
 * A JWT for the e2e admin, for driving the REST API as the admin panel does. It logs in from a
 * context of its own, so the caller's cookies stay anonymous.
 */
export async function adminToken(): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL })
  try {
    const res = await context.post('/api/users/login', { data: admin })
    expect(res.ok()).toBeTruthy()
    return (await res.json()).token as string
  } finally {
    await context.dispose()
  }
}

/** Signs in to the admin panel in the browser, as staff do. */
export async function signIn(page: Page, who = admin, origin = ''): Promise<void> {
  await page.goto(`${origin}/admin/login`)
  await page.locator('#field-email').fill(who.email)
  await page.locator('#field-password').fill(who.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** A new staff account with this role, created by the admin: its e-mail address and password. */
export async function staffAccount(
  role: 'marketer' | 'ops' | 'admin',
): Promise<{ email: string; password: string }> {
  const adminJwt = await adminToken()
  const context = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL })
  try {
    const email = `${uniqueSlug(role)}@test.leadpilot.example`
    const password = `${role}-password-for-tests-42`
    const created = await context.post('/api/users', {
      headers: auth(adminJwt),
      data: { email, password, role },
    })
    expect(created.ok()).toBeTruthy()
    return { email, password }
  } finally {
    await context.dispose()
  }
}

/** A JWT for a new staff account with this role, created by the admin, logged in on its own. */
export async function staffToken(role: 'marketer' | 'ops'): Promise<string> {
  const account = await staffAccount(role)
  const context = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL })
  try {
    const login = await context.post('/api/users/login', { data: account })
    expect(login.ok()).toBeTruthy()
    return (await login.json()).token as string
  } finally {
    await context.dispose()
  }
}

export function auth(token: string) {
  return { Authorization: `JWT ${token}` }
}

/**
 * The onboarding submissions stored under this e-mail, read over REST as the admin: with `token`
 * when the caller has one, else with a fresh admin JWT.
 */
export async function submissionsByEmail(
  request: APIRequestContext,
  email: string,
  token?: string,
): Promise<{ totalDocs: number; docs: OnboardingSubmission[] }> {
  const res = await request.get(
    `/api/onboarding-submissions?where[email][equals]=${encodeURIComponent(email)}`,
    { headers: auth(token ?? (await adminToken())) },
  )
  expect(res.ok()).toBeTruthy()
  return res.json()
}

/**
 * The database id of the submission that `POST /api/onboarding` answered: the answer names it by
 * its public reference (the visitor's random submissionId) only, and this looks the record up.
 */
export async function storedSubmissionId(
  request: APIRequestContext,
  answer: Awaited<ReturnType<APIRequestContext['post']>>,
): Promise<number> {
  const body = (await answer.json()) as { submissionId: string }
  expect(Object.keys(body).sort(), 'the public answer names no database id').toEqual([
    'brief',
    'submissionId',
  ])
  const res = await request.get(
    `/api/onboarding-submissions?depth=0&where[submissionId][equals]=${body.submissionId}`,
    { headers: auth(await adminToken()) },
  )
  const { docs } = await res.json()
  expect(docs, `submission ${body.submissionId} is stored`).toHaveLength(1)
  return docs[0].id
}

/**
 * Polls a page's HTML until `check` holds. Pages are kept until a change invalidates them (they
 * have no time-based expiry), so a page that follows within the deadline was refreshed by the
 * change itself. How fast it follows is the bench's publish-to-live figure, not a test's.
 */
export async function untilHtml(
  request: APIRequestContext,
  path: string,
  check: (html: string, status: number) => boolean,
  timeoutMs = 15_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get(path, { headers: { 'cache-control': 'no-cache' } })
        return check(await res.text(), res.status())
      },
      { message: `${path} did not change`, timeout: timeoutMs, intervals: [50] },
    )
    .toBe(true)
}

/** axe: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
}

export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`
}

/**
 * On a page or post open in the admin: Payload's "Schedule Publish" (in the menu beside the
 * publish button) set to publish at `at`, typed as the date picker shows it in London time, the
 * drawer's time zone ("Nov 23, 2026 6:40 PM").
 */
export async function schedulePublish(page: Page, at: Date): Promise<void> {
  await page.getByRole('button', { name: 'Publish changes' }).waitFor()
  await page.locator('.form-submit button.popup-button, button.popup-button').first().click()
  await page.getByText('Schedule Publish', { exact: true }).click()
  const drawer = page.locator('.schedule-publish__scheduler')
  await drawer.getByText('Publish', { exact: true }).click()
  const typed = await page.evaluate(
    (ms) =>
      new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Europe/London',
      })
        .format(new Date(ms))
        .replace(/, (\d{4}),/, ', $1'),
    at.getTime(),
  )
  const time = drawer.locator('.react-datepicker__input-container input')
  await time.click()
  await time.pressSequentially(typed)
  await page.getByRole('heading', { name: /^Schedule publish for/ }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(
    page.locator('.schedule-publish').getByText('Publish', { exact: true }).last(),
  ).toBeVisible()
}

/**
 * Keeps what the page writes to the clipboard, for `copiedText`. The site's Permissions-Policy
 * lets its pages write to the clipboard but not read it, so a test cannot read it back there.
 */
export async function recordClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard
    const write = clipboard.writeText.bind(clipboard)
    clipboard.writeText = (text: string) => {
      ;(window as unknown as { copied?: string }).copied = text
      return write(text)
    }
  })
}

/** The last text the page wrote to the clipboard (see `recordClipboard`). */
export function copiedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { copied?: string }).copied)
}

/** An e-mail the test SMTP server filed in its mailbox. */
export type Mail = { to: string[]; raw: string; messageId?: string }

/** The address of the team's inbox in the seeded brief recipients. */
export const TEAM_INBOX = 'onboarding@leadpilot.example'

/**
 * The e-mails in the test SMTP server's mailbox whose source holds `text` (quoted-printable's
 * soft line breaks undone), and, given `to`, that went to that address.
 */
export function mailsContaining(text: string, to?: string): Mail[] {
  const dir = process.env.E2E_MAILBOX!
  return fs
    .readdirSync(dir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Mail)
    .filter((mail) => mail.raw.replace(/=\r?\n/g, '').includes(text))
    .filter((mail) => !to || mail.to.includes(to))
}

/**
 * A Calendly webhook delivery as Calendly signs it, with the test server's signing key: the
 * headers and the body to post to /api/calendly.
 */
export function calendlyDelivery(event: unknown, at = Math.floor(Date.now() / 1000)) {
  const key = process.env.CALENDLY_WEBHOOK_SIGNING_KEY
  expect(key, 'the test server has a Calendly signing key').toBeTruthy()
  const data = JSON.stringify(event)
  const v1 = createHmac('sha256', key!).update(`${at}.${data}`).digest('hex')
  return {
    headers: {
      'content-type': 'application/json',
      'calendly-webhook-signature': `t=${at},v1=${v1}`,
    },
    data,
  }
}
