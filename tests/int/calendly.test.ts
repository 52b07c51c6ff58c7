/**
 * Calendly's webhook against a real PostgreSQL: off without its signing key; only deliveries
 * signed with it within three minutes are taken; a booking is stored once per invitee however
 * often it is delivered, matched to its submission by the reference the booking page carried, else
 * by address, else left for ops to link; the submission shows its call and counts it as contact;
 * the retention job and a data request's erasure reach bookings.
 */
import crypto from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { erase } from '@collections/DataRequests/answer'
import { applyRetention } from '@collections/OnboardingSubmissions/jobs/applyRetention'
import { addMonths } from '@/lib/retention'
import { signCalendlyPayload } from '@/server/calendly-signature'
import { validSubmission } from '../support/submission'
import { staff, testPayload } from './payload'

const KEY = 'int-calendly-signing-key'
process.env.CALENDLY_WEBHOOK_SIGNING_KEY = KEY

let payload: Payload
let ops: User
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  payload = await testPayload()
  ops = await staff('ops')
  ;({ POST } = await import('@/app/(site)/api/calendly/route'))
})
afterEach(() => {
  process.env.CALENDLY_WEBHOOK_SIGNING_KEY = KEY
})

const unique = () => crypto.randomUUID().slice(0, 8)

type Invitee = {
  uri?: string
  email: string
  name?: string
  start?: string
  reference?: string
}

function event(kind: string, invitee: Invitee) {
  return {
    event: kind,
    created_at: new Date().toISOString(),
    payload: {
      uri: invitee.uri ?? `https://api.calendly.com/scheduled_events/E/invitees/${unique()}`,
      email: invitee.email,
      name: invitee.name ?? 'Dana Booker',
      cancel_url: 'https://calendly.com/cancellations/X',
      scheduled_event: { start_time: invitee.start ?? '2026-12-01T10:30:00.000000Z' },
      tracking: { utm_source: 'newsletter', salesforce_uuid: invitee.reference ?? null },
    },
  }
}

function post(body: unknown, { key = KEY, at = Math.floor(Date.now() / 1000), header = '' } = {}) {
  const text = JSON.stringify(body)
  return POST(
    new Request('http://localhost/api/calendly', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'calendly-webhook-signature': header || `t=${at},v1=${signCalendlyPayload(key, at, text)}`,
      },
      body: text,
    }),
  )
}

async function submission(email: string, name = 'Dana Booker') {
  const submissionId = crypto.randomUUID()
  const doc = await payload.create({
    collection: 'onboarding-submissions',
    data: validSubmission(submissionId, { name, email }) as never,
    overrideAccess: true,
  })
  return { id: doc.id, submissionId }
}

const readSubmission = (id: number) =>
  payload.findByID({ collection: 'onboarding-submissions', id, depth: 0, overrideAccess: true })

const bookingsOf = async (uri: string) =>
  (
    await payload.find({
      collection: 'bookings',
      where: { inviteeUri: { equals: uri } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const uri = () => `https://api.calendly.com/scheduled_events/E/invitees/${crypto.randomUUID()}`

describe('the endpoint', () => {
  it('answers 404 while no signing key is set', async () => {
    delete process.env.CALENDLY_WEBHOOK_SIGNING_KEY
    const response = await post(event('invitee.created', { email: 'a@example.com' }))
    expect(response.status).toBe(404)
    expect((await response.json()).message).toMatch(/not configured/)
  })

  it('takes a valid signature, refuses a wrong or stale one and a missing header', async () => {
    const email = `sig-${unique()}@example.com`
    expect((await post(event('invitee.created', { email }))).status).toBe(200)
    const wrong = await post(event('invitee.created', { email }), { key: 'another-key' })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).message).toMatch(/does not match/)
    const stale = await post(event('invitee.created', { email }), {
      at: Math.floor(Date.now() / 1000) - 4 * 60,
    })
    expect(stale.status).toBe(401)
    expect((await stale.json()).message).toMatch(/too far from now/)
    const unsigned = await post(event('invitee.created', { email }), { header: 'nothing' })
    expect(unsigned.status).toBe(400)
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('answers other events 200 and records nothing', async () => {
    const response = await post({ event: 'routing_form_submission.created', payload: {} })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ignored: 'routing_form_submission.created' })
  })

  it('refuses a body over 64 kB', async () => {
    const big = event('invitee.created', { email: 'big@example.com', name: 'x'.repeat(70_000) })
    expect((await post(big)).status).toBe(413)
  })
})

describe('bookings', () => {
  it('stores a redelivered event once', async () => {
    const invitee = { uri: uri(), email: `again-${unique()}@example.com` }
    const body = event('invitee.created', invitee)
    expect((await post(body)).status).toBe(200)
    expect((await post(body)).status).toBe(200)
    expect(await bookingsOf(invitee.uri)).toHaveLength(1)
  })

  it('matches the submission by its reference, shows the call and counts it as contact', async () => {
    const email = `ref-${unique()}@example.com`
    const target = await submission(email)
    // A newer submission from the same address: the reference wins over the address.
    await submission(email)
    const before = (await readSubmission(target.id)).lastContactAt!
    const invitee = { uri: uri(), email, reference: target.submissionId }
    await post(event('invitee.created', invitee))
    const [booking] = await bookingsOf(invitee.uri)
    expect(booking!.submission).toBe(target.id)
    expect(booking!.status).toBe('booked')
    expect(booking!.startTime).toBe('2026-12-01T10:30:00.000Z')
    const doc = await readSubmission(target.id)
    expect(doc.booking).toEqual({ callAt: '2026-12-01T10:30:00.000Z', status: 'booked' })
    expect(Date.parse(doc.lastContactAt!)).toBeGreaterThan(Date.parse(before))
  })

  it('else matches the newest submission from the address, whatever its case', async () => {
    const email = `case-${unique()}@example.com`
    await submission(email)
    const newest = await submission(email)
    const invitee = { uri: uri(), email: email.toUpperCase(), reference: 'not-a-submission' }
    await post(event('invitee.created', invitee))
    expect((await bookingsOf(invitee.uri))[0]!.submission).toBe(newest.id)
  })

  it('keeps a booking it cannot match, which ops then link by hand', async () => {
    const invitee = { uri: uri(), email: `nobody-${unique()}@example.com` }
    await post(event('invitee.created', invitee))
    const [booking] = await bookingsOf(invitee.uri)
    expect(booking!.submission).toBeFalsy()
    const target = await submission(`other-${unique()}@example.com`)
    await payload.update({
      collection: 'bookings',
      id: booking!.id,
      data: { submission: target.id },
      user: ops,
      overrideAccess: false,
    })
    expect((await readSubmission(target.id)).booking?.status).toBe('booked')
  })

  it('records a cancellation on the booking and the submission', async () => {
    const email = `cancel-${unique()}@example.com`
    const target = await submission(email)
    const invitee = { uri: uri(), email, reference: target.submissionId }
    await post(event('invitee.created', invitee))
    expect((await post(event('invitee.canceled', invitee))).status).toBe(200)
    const bookings = await bookingsOf(invitee.uri)
    expect(bookings).toHaveLength(1)
    expect(bookings[0]!.status).toBe('cancelled')
    expect((await readSubmission(target.id)).booking?.status).toBe('cancelled')
    // Rescheduled: the new call shows, whichever event comes last.
    const next = {
      uri: uri(),
      email,
      reference: target.submissionId,
      start: '2026-12-03T09:00:00Z',
    }
    await post(event('invitee.created', next))
    expect((await readSubmission(target.id)).booking).toEqual({
      callAt: '2026-12-03T09:00:00.000Z',
      status: 'booked',
    })
  })
})

describe('retention and data requests', () => {
  it('deletes the bookings of anonymised submissions and old unmatched ones', async () => {
    const email = `old-${unique()}@example.com`
    const target = await submission(email)
    const linked = { uri: uri(), email, reference: target.submissionId }
    await post(event('invitee.created', linked))
    const stray = { uri: uri(), email: `stray-${unique()}@example.com` }
    await post(event('invitee.created', stray))
    // Three years on, both are past the enquiry period.
    const later = addMonths(new Date(), 36)
    await applyRetention(payload, later)
    expect((await readSubmission(target.id)).anonymisedAt).toBeTruthy()
    expect((await readSubmission(target.id)).booking?.status ?? null).toBeNull()
    expect(await bookingsOf(linked.uri)).toHaveLength(0)
    expect(await bookingsOf(stray.uri)).toHaveLength(0)
  })

  it('erases a person’s bookings and their submission’s call', async () => {
    const email = `erase-${unique()}@example.com`
    const target = await submission(email)
    const invitee = { uri: uri(), email, reference: target.submissionId }
    await post(event('invitee.created', invitee))
    const request = await payload.create({
      collection: 'data-requests',
      data: { email, kind: 'erasure', receivedAt: new Date().toISOString() } as never,
      user: ops,
      overrideAccess: false,
    })
    const outcome = await erase(await createLocalReq({ user: ops as never }, payload), request.id)
    expect(outcome.ok).toBe(true)
    expect(await bookingsOf(invitee.uri)).toHaveLength(0)
    expect((await readSubmission(target.id)).booking?.status ?? null).toBeNull()
  })
})
