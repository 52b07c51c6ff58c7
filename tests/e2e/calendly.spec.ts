/**
 * Calendly both ways, in the browser against the build: on the wizard's last step the booking
 * page opens prefilled with the prospect's name and address, the visit's UTM values and the
 * submission's reference (Calendly's own script is never loaded here); and a signed booking
 * delivered to the webhook shows on the submission in the admin.
 */
import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { calendlyDelivery, signIn, staffAccount, storedSubmissionId } from './helpers'
import { reachStep5 } from './wizard'

const DRAFT = 'leadpilot:onboarding:full'

test('the booking page on step 5 knows who is booking and where they came from', async ({
  page,
}) => {
  await page.route('https://assets.calendly.com/**', (route) => route.abort())
  const email = `booker-${crypto.randomUUID().slice(0, 8)}@example.com`
  await page.goto(
    '/onboarding?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_content=hero&utm_term=lead+gen',
  )
  await reachStep5(page, { email })
  const submissionId = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').submissionId as string,
    DRAFT,
  )
  expect(submissionId).toBeTruthy()
  const widget = page.getByTestId('scheduling-widget')
  await expect
    .poll(async () => {
      const url = new URL((await widget.getAttribute('data-url')) ?? '', 'http://x')
      return Object.fromEntries(url.searchParams)
    })
    .toMatchObject({
      name: 'Jane Doe',
      email,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn',
      utm_content: 'hero',
      utm_term: 'lead gen',
      salesforce_uuid: submissionId,
    })
})

test('a signed booking from Calendly shows on the submission for ops', async ({
  page,
  request,
}) => {
  const submissionId = crypto.randomUUID()
  const email = `booked-${submissionId.slice(0, 8)}@example.com`
  const answer = await request.post('/api/onboarding', {
    data: {
      submissionId,
      variant: 'quick',
      name: 'Booked Beatrice',
      email,
      company: 'B Ltd',
      role: 'Owner',
      companyName: 'B Ltd',
      companyWebsite: 'b.example',
      offeringSummary: 'Bookkeeping for start-ups',
    },
  })
  expect(answer.status()).toBe(201)
  const id = await storedSubmissionId(request, answer)

  const delivery = calendlyDelivery({
    event: 'invitee.created',
    payload: {
      uri: `https://api.calendly.com/scheduled_events/E2E/invitees/${submissionId}`,
      name: 'Booked Beatrice',
      email,
      scheduled_event: { start_time: '2026-12-01T10:30:00.000000Z' },
      tracking: { salesforce_uuid: submissionId },
    },
  })
  expect((await request.post('/api/calendly', delivery)).status()).toBe(200)
  const forged = await request.post('/api/calendly', {
    ...delivery,
    headers: {
      ...delivery.headers,
      'calendly-webhook-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    },
  })
  expect(forged.status()).toBe(401)

  await signIn(page, await staffAccount('ops'))
  await page.goto(`/admin/collections/onboarding-submissions/${id}`)
  await expect(page.getByTestId('booking-summary')).toContainText(
    'Call booked for Tue 1 Dec, 10:30 UTC',
  )
})
