/**
 * The onboarding wizard against the real server: the stored record, the brief e-mail received
 * by a real SMTP server, and voice input through a local OpenAI-compatible transcription service.
 */
import { expect, test } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../scripts/chromium'
import { adminToken, auth, mailsContaining, submissionsByEmail, TEAM_INBOX } from './helpers'
import { field, fillStep1, fillStep2, next, picker, stepText } from './wizard'

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

test.beforeEach(async ({ page }) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort())
})

test('a client completes the wizard: the record holds every answer, the brief screen shows, the team gets the brief', async ({
  page,
  request,
}) => {
  test.slow()
  const email = `jane+${Date.now()}@acme-widgets.example`
  await page.goto('/onboarding?offer=october')
  await fillStep1(page)
  await field(page, 'Email').fill(email)
  await next(page)
  await fillStep2(page)
  await next(page)

  await stepText(page, 3)
  await field(page, 'Job title 1').fill('Operations Director')
  const size = picker(page, page, 'Company Head Count')
  await size.trigger.click()
  await size.option('51-200').click()
  await page.keyboard.press('Escape')
  const countries = picker(page, page, 'Countries')
  await countries.trigger.click()
  await countries.search.fill('United King')
  await countries.option('United Kingdom').click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Add Another ICP' }).click()
  await field(page.getByRole('region', { name: 'ICP #2' }), 'Job title 1').fill('Plant Manager')
  await next(page)

  await stepText(page, 4)
  await field(page, 'The Transformation').fill('From patchy referrals to a full diary')
  await next(page)
  await stepText(page, 5)
  await page.getByLabel('I know my LinkedIn login details').check()
  await page.getByRole('button', { name: 'Complete Onboarding' }).click()

  await expect(page.getByText('Brief Automatically Sent')).toBeVisible()
  await expect(page.getByRole('heading', { name: /Acme Widgets Ltd/ }).first()).toBeVisible()

  const token = await adminToken()
  const found = await submissionsByEmail(request, email, token)
  expect(found.totalDocs).toBe(1)
  const record = found.docs[0]
  expect(record).toMatchObject({
    name: 'Jane Doe',
    email,
    company: 'Acme',
    role: 'Founder',
    phone: '+44 20 7946 0958',
    companyName: 'Acme Widgets Ltd',
    companyWebsite: 'https://acme-widgets.example',
    offeringSummary: 'Precision widgets for factories.',
    coreProducts: 'Widget Pro and Widget Mini',
    transformation: 'From patchy referrals to a full diary',
    linkedinCredentials: true,
    bookedCall: false,
    offer: 'october',
    variant: 'full',
    status: 'new',
  })
  expect(record.icps).toHaveLength(2)
  expect(record.icps?.[0]).toMatchObject({
    jobTitles: ['Operations Director'],
    companySize: ['51-200'],
    countries: ['United Kingdom'],
  })
  expect(record.icps?.[1]?.jobTitles).toEqual(['Plant Manager'])

  // The queue sends the brief within seconds; the visitor never waited for it.
  await expect.poll(() => mailsContaining(email, TEAM_INBOX).length, { timeout: 30_000 }).toBe(1)
  const mail = mailsContaining(email, TEAM_INBOX)[0]!
  expect(mail.to.sort()).toEqual([TEAM_INBOX, 'success@leadpilot.example'])
  expect(mail.raw).toMatch(/Jane_Doe_\d{4}-\d{2}-\d{2}\.md/)

  // The client is thanked, once, with their brief (in the body and as the same file) and the
  // next steps, the onboarding call link among them.
  await expect.poll(() => mailsContaining('Hello Jane', email).length, { timeout: 30_000 }).toBe(1)
  const confirmation = mailsContaining('Hello Jane', email)[0]!
  expect(confirmation.to).toEqual([email])
  const body = confirmation.raw.replace(/=\r?\n/g, '')
  expect(body).toMatch(/^Subject: Your Leadpilot onboarding brief, \d{4}-\d{2}-\d{2}/m)
  expect(body).toMatch(/^Reply-To: /m)
  expect(body).toContain('What happens next')
  expect(body).toMatch(/Book your onboarding call, if you have not yet: https?:\/\//)
  expect(body).toContain('Acme Widgets Ltd')
  expect(body).toMatch(/filename="?Jane_Doe_\d{4}-\d{2}-\d{2}\.md/)
  expect(confirmation.messageId).toMatch(/^confirmation-/)
  await expect
    .poll(async () => {
      const doc = await (
        await request.get(`/api/onboarding-submissions/${record.id}`, { headers: auth(token) })
      ).json()
      return [doc.briefStatus, doc.confirmationStatus]
    })
    .toEqual(['delivered', 'delivered'])

  // Ops can download the brief from the record; visitors cannot.
  const download = await request.get(`/api/onboarding-submissions/${record.id}/brief`, {
    headers: auth(token),
  })
  expect(download.headers()['content-disposition']).toMatch(/Jane_Doe_\d{4}-\d{2}-\d{2}\.md/)
  expect(await download.text()).toContain('Acme Widgets Ltd')
  expect((await request.get(`/api/onboarding-submissions/${record.id}/brief`)).status()).toBe(403)
  expect((await request.get(`/api/onboarding-submissions/${record.id}`)).status()).toBe(403)
})

test('the endpoint rejects bad input with field errors and stores one record for a repeated submission', async ({
  request,
}) => {
  const bad = await request.post('/api/onboarding', {
    data: { variant: 'quick', name: '', email: 'nope' },
  })
  expect(bad.status()).toBe(400)
  const body = await bad.json()
  expect(body.errors.email).toBe('Please enter a valid email address')

  const submission = {
    submissionId: crypto.randomUUID(),
    variant: 'quick',
    name: 'Quick Quentin',
    email: `quentin+${Date.now()}@example.com`,
    company: 'Q Ltd',
    role: 'Owner',
    companyName: 'Q Ltd',
    companyWebsite: 'q.example',
    offeringSummary: 'Bookkeeping for start-ups',
  }
  const [first, second] = await Promise.all([
    request.post('/api/onboarding', { data: submission }),
    request.post('/api/onboarding', { data: submission }),
  ])
  expect([first.status(), second.status()].sort()).toEqual([200, 201])
  expect((await first.json()).submissionId).toBe((await second.json()).submissionId)
})

test('voice input: the recording goes through the transcription service into the field; a failing or slow service leaves it as it was', async ({
  page,
}) => {
  test.slow()
  await fetch(process.env.E2E_TRANSCRIPTION_CONTROL!, {
    method: 'POST',
    body: JSON.stringify({ mode: 'ok' }),
  })
  // Count the recorder's 100 ms chunks, to stop once there is audio to send.
  await page.addInitScript(() => {
    const w = window as unknown as { __chunks: number }
    w.__chunks = 0
    const Recorder = window.MediaRecorder
    window.MediaRecorder = class extends Recorder {
      constructor(stream: MediaStream, options?: MediaRecorderOptions) {
        super(stream, options)
        this.addEventListener('dataavailable', () => w.__chunks++)
      }
    }
  })
  const recordSomeAudio = async () => {
    const start = await page.evaluate(() => (window as unknown as { __chunks: number }).__chunks)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chunks: number }).__chunks))
      .toBeGreaterThan(start + 3)
  }
  await page.goto('/onboarding')
  await fillStep1(page)
  const mic = page.getByRole('button', { name: 'Dictate Role' })
  await field(page, 'Role').fill('')
  await mic.click()
  await expect(mic).toHaveAttribute('aria-pressed', 'true')
  // Let the fake microphone record a little before stopping.
  await expect
    .poll(() => page.evaluate(() => performance.now()), { intervals: [300] })
    .toBeGreaterThan(0)
  await mic.click()
  await expect(field(page, 'Role')).toHaveValue(/We help finance teams close their books faster/)
  await expect(page.getByText('Transcription complete')).toBeVisible()

  // The service failing leaves the field as it was and says so.
  await fetch(process.env.E2E_TRANSCRIPTION_CONTROL!, {
    method: 'POST',
    body: JSON.stringify({ mode: 'fail' }),
  })
  const before = await field(page, 'Role').inputValue()
  await mic.click()
  await expect(mic).toHaveAttribute('aria-pressed', 'true')
  await recordSomeAudio()
  await mic.click()
  await expect(page.getByText('Transcription failed')).toBeVisible()
  await expect(field(page, 'Role')).toHaveValue(before)

  // A service that never answers in time: the server gives up at TRANSCRIPTION_TIMEOUT_MS (the
  // service would take 60 s), says so, and the field is left as it was.
  await fetch(process.env.E2E_TRANSCRIPTION_CONTROL!, {
    method: 'POST',
    body: JSON.stringify({ mode: 'slow' }),
  })
  const limit = Number(process.env.TRANSCRIPTION_TIMEOUT_MS)
  await mic.click()
  await expect(mic).toHaveAttribute('aria-pressed', 'true')
  await recordSomeAudio()
  const answered = page.waitForResponse('**/api/voice')
  await mic.click()
  const stoppedAt = Date.now()
  const response = await answered
  const waited = Date.now() - stoppedAt
  expect(response.status()).toBe(502)
  expect(waited).toBeGreaterThanOrEqual(limit - 500)
  expect(waited).toBeLessThan(limit + 5000)
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'The transcription service took too long. Please try again.' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Transcription failed')
  await expect(mic).toHaveAttribute('data-state', 'idle')
  await expect(field(page, 'Role')).toHaveValue(before)
  await fetch(process.env.E2E_TRANSCRIPTION_CONTROL!, {
    method: 'POST',
    body: JSON.stringify({ mode: 'ok' }),
  })
})
