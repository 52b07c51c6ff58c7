/**
 * Signed webhooks out, against a real PostgreSQL and a real receiver on loopback: every event
 * arrives signed by the Standard Webhooks scheme and verifies with the library's own `verify`; a
 * wrong secret or a changed body does not; a receiver answering 500 gets the same message id on
 * every retry until it answers 200; an endpoint that keeps failing is switched off and marked
 * failing; loopback targets are refused without the allow flag, when saved and when sent; nothing
 * about a restricted or erased person is sent; the secret is shown once and never read back.
 */
import crypto from 'node:crypto'
import os from 'node:os'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { recordBooking } from '@collections/Bookings/record'
import { erase } from '@collections/DataRequests/answer'
import { applyRetention } from '@collections/OnboardingSubmissions/jobs/applyRetention'
import { FAILING_AFTER, WEBHOOK_ATTEMPTS } from '@collections/WebhookDeliveries/send'
import {
  resendDelivery,
  revealSecret,
  rotateSecret,
  sendTestEvent,
} from '@collections/WebhookEndpoints/actions'
import type { Submission } from '@/lib/onboarding/schema'
import type { User, WebhookDelivery } from '@/payload-types'
import { validSubmission } from '../support/submission'
import { startWebhookReceiver, verifyHook, type ReceivedHook } from '../support/webhook-receiver'
import { rest, staff, staffToken, testPayload } from './payload'

let payload: Payload
let admin: User
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>

beforeAll(async () => {
  payload = await testPayload()
  admin = await staff('admin')
  receiver = await startWebhookReceiver()
})
afterAll(() => receiver.stop())
afterEach(async () => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'true'
  receiver.answerWith(() => 200)
  receiver.received.length = 0
  // Each test's endpoints go, so no later event reaches them.
  await payload.delete({ collection: 'webhook-endpoints', where: { id: { exists: true } } })
})

const adminReq = () => createLocalReq({ user: admin as never }, payload)
const unique = () => crypto.randomUUID().slice(0, 8)
const ALL_EVENTS = [
  'submission.created',
  'submission.updated',
  'booking.created',
  'booking.cancelled',
  'person.erased',
] as const

/** An endpoint registered by the admin, with its secret as shown to them once. */
async function endpoint(events: readonly string[] = ALL_EVENTS, url = receiver.url) {
  const doc = await payload.create({
    collection: 'webhook-endpoints',
    data: { url, events: events as never, active: true },
    user: admin,
    overrideAccess: false,
  })
  const shown = await revealSecret(await adminReq(), doc.id)
  if (!shown.secret) throw new Error(shown.message)
  return { id: doc.id, secret: shown.secret }
}

/**
 * Runs the queue's webhook jobs until none is due, each retry made due at once (the back-off is
 * the queue's: here it only costs time).
 */
async function sendDue(rounds = WEBHOOK_ATTEMPTS + 3) {
  for (let round = 0; round < rounds; round++) {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'sendWebhook' } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
        ],
      },
      pagination: false,
      depth: 0,
    })
    if (docs.length === 0) return
    await payload.update({
      collection: 'payload-jobs',
      where: { id: { in: docs.map((job) => job.id) } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await payload.jobs.run({ where: { taskSlug: { equals: 'sendWebhook' } }, limit: 200 })
  }
}

const deliveriesOf = async (endpointId: number) =>
  (
    await payload.find({
      collection: 'webhook-deliveries',
      where: { endpoint: { equals: endpointId } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
    })
  ).docs as WebhookDelivery[]

async function submit(overrides: Record<string, unknown> = {}) {
  const submissionId = crypto.randomUUID()
  const email = `hook-${unique()}@example.com`
  // Imported once Payload is set up: the module reads the config.
  const { storeSubmission } = await import('@/data/submissions')
  const stored = await storeSubmission(
    validSubmission(submissionId, { email, ...overrides }) as unknown as Submission,
  )
  return { id: stored.id, submissionId, email }
}

const bodies = (hooks: ReceivedHook[], secret: string) =>
  hooks.map((hook) => verifyHook(hook, secret))

describe('events', () => {
  it('every event arrives once, signed, and verifies with the library', async () => {
    const { id: endpointId, secret } = await endpoint()
    const sent = await submit()
    await payload.update({
      collection: 'onboarding-submissions',
      id: sent.id,
      data: { status: 'contacted' },
    })
    const invitee = `https://api.calendly.com/scheduled_events/E/invitees/${unique()}`
    const booking = {
      inviteeUri: invitee,
      name: 'Jane Doe',
      email: sent.email,
      startTime: '2026-12-01T10:30:00.000Z',
      reference: sent.submissionId,
    }
    await recordBooking(payload, { ...booking, status: 'booked' })
    await recordBooking(payload, { ...booking, status: 'cancelled' })
    await sendDue()
    const request = await payload.create({
      collection: 'data-requests',
      data: { email: sent.email, kind: 'erasure', receivedAt: new Date().toISOString() } as never,
    })
    expect((await erase(await adminReq(), request.id)).ok).toBe(true)
    await sendTestEvent(await adminReq(), endpointId)
    await sendDue()

    // Every event once (the queue sends them side by side: receivers get no order).
    const messages = bodies(receiver.received, secret)
    expect(messages.map((message) => message.type).sort()).toEqual([
      'booking.cancelled',
      'booking.created',
      'person.erased',
      'submission.created',
      'submission.updated',
      'test',
    ])
    expect(new Set(receiver.received.map((hook) => hook.id)).size).toBe(6)
    for (const hook of receiver.received) expect(hook.id).toMatch(/^msg_[0-9a-f]{32}$/)

    const of = (type: string) => messages.find((message) => message.type === type)!
    const [created, updated, booked, cancelled, erased] = [
      'submission.created',
      'submission.updated',
      'booking.created',
      'booking.cancelled',
      'person.erased',
    ].map(of)
    expect(created.data).toMatchObject({
      submissionId: sent.submissionId,
      status: 'new',
      answers: { email: sent.email, companyName: 'Acme Analytics Ltd', bookedCall: true },
    })
    expect(JSON.stringify(created.data)).not.toContain(`"id":${sent.id}`)
    expect(updated.data).toMatchObject({ status: 'contacted', previousStatus: 'new' })
    expect(booked.data).toMatchObject({ submissionId: sent.submissionId, status: 'booked' })
    expect(cancelled.data).toMatchObject({ status: 'cancelled', calendlyInvitee: invitee })
    // Only the reference of what was erased, nothing of the person.
    expect(erased.data).toEqual({
      submissionIds: [sent.submissionId],
      erasedAt: expect.any(String),
    })
    expect(JSON.stringify(erased)).not.toMatch(/Jane|@example\.com|Acme/)
    // The deliveries about the person went with the rest of their data; the erasure stays.
    const left = await deliveriesOf(endpointId)
    expect(left.map((delivery) => delivery.type)).toEqual(['person.erased', 'test'])
    expect(left.every((delivery) => delivery.status === 'delivered')).toBe(true)
  })

  it('a wrong secret or a changed body fails verify', async () => {
    const { id, secret } = await endpoint()
    await sendTestEvent(await adminReq(), id)
    await sendDue()
    const [hook] = receiver.received
    expect(verifyHook(hook, secret).type).toBe('test')
    const other = `whsec_${crypto.randomBytes(32).toString('base64')}`
    expect(() => verifyHook(hook, other)).toThrow()
    expect(() => verifyHook({ ...hook, body: hook.body.replace('test', 'tost') }, secret)).toThrow()
    expect(() => verifyHook({ ...hook, id: 'msg_other' }, secret)).toThrow()
  })

  it('nothing is sent about a restricted person, even when queued before the restriction', async () => {
    const { id } = await endpoint()
    const queued = await submit()
    await payload.update({
      collection: 'onboarding-submissions',
      id: queued.id,
      data: { restricted: true },
    })
    await payload.update({
      collection: 'onboarding-submissions',
      id: queued.id,
      data: { status: 'archived' },
    })
    await sendDue()
    expect(receiver.received).toHaveLength(0)
    const deliveries = await deliveriesOf(id)
    // The one queued before the restriction is withheld, its message dropped; none after it.
    expect(deliveries).toHaveLength(1)
    expect(deliveries[0]).toMatchObject({ type: 'submission.created', status: 'withheld' })
    expect(deliveries[0].payload).toBeNull()
    expect((await resendDelivery(await adminReq(), deliveries[0].id)).ok).toBe(false)
  })

  it('a draft left unchanged is announced once as abandoned, with the answers of its steps, never a restricted one', async () => {
    const { secret } = await endpoint(['draft.abandoned'])
    const { remindDrafts } = await import('@collections/OnboardingDrafts/jobs/remindDrafts')
    const draft = async (restricted: boolean) => {
      const reference = crypto.randomUUID()
      const email = `draft-${unique()}@example.com`
      await payload.create({
        collection: 'onboarding-drafts',
        data: {
          reference,
          email,
          name: 'Jane Doe',
          stepsDone: 2,
          status: 'open',
          variant: 'full',
          restricted,
          answers: { name: 'Jane Doe', email, companyName: 'Acme Analytics Ltd' },
          attribution: { landingPage: '/pricing-start-up' },
          page: '/onboarding',
          lastSavedAt: new Date().toISOString(),
          revision: 1,
        },
        overrideAccess: true,
      })
      return reference
    }
    const left = await draft(false)
    await draft(true)
    // Not yet: a day has not passed since the last change. Then once, however often the task runs.
    await remindDrafts(payload, new Date(Date.now() + 3_600_000))
    await sendDue()
    expect(receiver.received).toHaveLength(0)
    const later = new Date(Date.now() + 25 * 3_600_000)
    await remindDrafts(payload, later)
    await remindDrafts(payload, later)
    await sendDue()
    const events = bodies(receiver.received, secret)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      type: 'draft.abandoned',
      data: {
        draftId: left,
        stepReached: 2,
        attribution: { landingPage: '/pricing-start-up' },
        answers: { name: 'Jane Doe', companyName: 'Acme Analytics Ltd' },
      },
    })
  })

  it('only endpoints switched on and subscribed to an event get it', async () => {
    const subscribed = await endpoint(['submission.updated'])
    const off = await endpoint(['submission.created'])
    await payload.update({ collection: 'webhook-endpoints', id: off.id, data: { active: false } })
    await submit()
    expect(await deliveriesOf(subscribed.id)).toHaveLength(0)
    expect(await deliveriesOf(off.id)).toHaveLength(0)
  })
})

describe('retries', () => {
  it('a receiver answering 500 gets the same id on every try until it answers 200', async () => {
    const { id, secret } = await endpoint(['submission.created'])
    let failures = 3
    receiver.answerWith(() => (failures-- > 0 ? 500 : 200))
    await submit()
    await sendDue()
    expect(receiver.received.map((hook) => hook.answered)).toEqual([500, 500, 500, 200])
    expect(new Set(receiver.received.map((hook) => hook.id)).size).toBe(1)
    // Each try is signed afresh, and each verifies.
    for (const hook of receiver.received)
      expect(verifyHook(hook, secret).type).toBe('submission.created')
    const [delivery] = await deliveriesOf(id)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 4, responseCode: 200 })
    expect(delivery.messageId).toBe(receiver.received[0].id)

    // A resend carries the same id and message.
    expect((await resendDelivery(await adminReq(), delivery.id)).ok).toBe(true)
    await sendDue()
    expect(receiver.received).toHaveLength(5)
    expect(receiver.received[4].id).toBe(delivery.messageId)
    expect(verifyHook(receiver.received[4], secret)).toEqual(
      verifyHook(receiver.received[3], secret),
    )
  })

  it(`an endpoint is switched off and marked failing after ${FAILING_AFTER} deliveries fail in a row`, async () => {
    const { id, secret } = await endpoint(['submission.created'])
    receiver.answerWith(() => 500)
    for (let i = 0; i < FAILING_AFTER; i++) await sendTestEvent(await adminReq(), id)
    await sendDue()
    expect(receiver.received).toHaveLength(FAILING_AFTER * WEBHOOK_ATTEMPTS)
    expect(new Set(receiver.received.map((hook) => hook.id)).size).toBe(FAILING_AFTER)
    for (const hook of receiver.received) verifyHook(hook, secret)
    const deliveries = await deliveriesOf(id)
    expect(deliveries.map((d) => [d.status, d.attempts, d.responseCode])).toEqual(
      Array(FAILING_AFTER).fill(['failed', WEBHOOK_ATTEMPTS, 500]),
    )
    const failing = await payload.findByID({ collection: 'webhook-endpoints', id })
    expect(failing).toMatchObject({
      status: 'failing',
      active: false,
      consecutiveFailures: FAILING_AFTER,
    })
    // Nothing more goes to it until an admin switches it back on, which starts it afresh.
    await submit()
    expect(await deliveriesOf(id)).toHaveLength(FAILING_AFTER)
    const again = await payload.update({
      collection: 'webhook-endpoints',
      id,
      data: { active: true },
      user: admin,
      overrideAccess: false,
    })
    expect(again).toMatchObject({ status: 'healthy', consecutiveFailures: 0 })
  })
})

/** The address field's error when an admin saves an endpoint at `url`. */
async function refusal(url: string): Promise<string> {
  try {
    await payload.create({
      collection: 'webhook-endpoints',
      data: { url, events: ['submission.created'] },
      user: admin,
      overrideAccess: false,
    })
  } catch (error) {
    const { errors } = (error as { data: { errors: Array<{ path: string; message: string }> } })
      .data
    return errors.find((e) => e.path === 'url')?.message ?? ''
  }
  return 'saved'
}

describe('targets', () => {
  it('refuses private, loopback and link-local addresses when saved, unless allowed', async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'false'
    for (const url of [
      receiver.url,
      'http://[::1]/hooks',
      'http://169.254.169.254/latest',
      'http://10.0.0.8/hooks',
      'http://localhost:3000/hooks',
      // A name that resolves to loopback.
      `http://${os.hostname()}:${receiver.port}/hooks`,
    ]) {
      expect(await refusal(url), url).toMatch(/private, loopback or link-local/)
    }
    expect(await refusal('ftp://hooks.example.com/')).toMatch(/http/)
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'true'
    expect((await endpoint()).id).toEqual(expect.any(Number))
  })

  it('refuses them when sending too, the resolved address included', async () => {
    const literal = await endpoint(['submission.created'])
    const named = await endpoint(
      ['submission.created'],
      `http://${os.hostname()}:${receiver.port}/hooks`,
    )
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'false'
    await sendTestEvent(await adminReq(), literal.id)
    await sendTestEvent(await adminReq(), named.id)
    await sendDue(2)
    expect(receiver.received).toHaveLength(0)
    for (const endpointId of [literal.id, named.id]) {
      const [delivery] = await deliveriesOf(endpointId)
      expect(delivery.status).toBe('pending')
      expect(delivery.lastError).toMatch(/private, loopback or link-local/)
    }
  })
})

describe('the secret', () => {
  it('is shown once, never read back, and can be rotated', async () => {
    const { id, secret } = await endpoint()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect((await revealSecret(await adminReq(), id)).secret).toBeUndefined()
    const token = await staffToken('admin')
    // Through the API too: once, and to admins only.
    const again = await rest('POST', `webhook-endpoints/${id}/secret`, { token })
    expect(again.status).toBe(409)
    expect(await again.text()).not.toContain('whsec_')
    const byOps = await rest('POST', `webhook-endpoints/${id}/secret`, {
      token: await staffToken('ops'),
    })
    expect(byOps.status).toBe(404)
    const read = await rest('GET', `webhook-endpoints/${id}`, { token })
    const text = await read.text()
    expect(read.status).toBe(200)
    expect(text).not.toContain('secretSealed')
    expect(text).not.toContain(secret.slice(6, 20))
    // Stored sealed, not as the secret itself.
    const stored = await payload.findByID({
      collection: 'webhook-endpoints',
      id,
      showHiddenFields: true,
    })
    expect(stored.secretSealed).toMatch(/^v1\./)
    expect(stored.secretSealed).not.toContain(secret.slice(6, 20))

    const rotated = await rotateSecret(await adminReq(), id)
    expect(rotated.secret).toMatch(/^whsec_/)
    expect(rotated.secret).not.toBe(secret)
    await sendTestEvent(await adminReq(), id)
    await sendDue()
    expect(verifyHook(receiver.received[0], rotated.secret!).type).toBe('test')
    expect(() => verifyHook(receiver.received[0], secret)).toThrow()
  })

  it('registering and removing an endpoint is in the audit log', async () => {
    const { id } = await endpoint(['person.erased'])
    await payload.delete({
      collection: 'webhook-endpoints',
      id,
      user: admin,
      overrideAccess: false,
    })
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { change: { like: 'Webhook endpoint' } },
      sort: '-createdAt',
      limit: 2,
    })
    expect(docs.map((doc) => doc.change)).toEqual([
      'Webhook endpoint removed',
      'Webhook endpoint registered',
    ])
    expect(docs[0].before).toEqual([receiver.url])
  })
})

describe('retention', () => {
  it('deliveries are deleted after 30 days', async () => {
    const { id } = await endpoint()
    await sendTestEvent(await adminReq(), id)
    await sendTestEvent(await adminReq(), id)
    await sendDue()
    const [old, recent] = await deliveriesOf(id)
    await payload.db.updateOne({
      collection: 'webhook-deliveries',
      id: old.id,
      data: { createdAt: new Date(Date.now() - 31 * 86_400_000).toISOString() },
    })
    const result = await applyRetention(payload)
    expect(result.deliveriesDeleted).toBeGreaterThanOrEqual(1)
    expect((await deliveriesOf(id)).map((delivery) => delivery.id)).toEqual([recent.id])
  })
})
