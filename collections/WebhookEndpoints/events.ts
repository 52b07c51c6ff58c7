import crypto from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { webhookMessage, type DeliveryType, type WebhookEventType } from '@/lib/webhooks/events'
import { findByEmail } from '../email-lookup'

/** Whose data an event carries: the submission and the address it is about, when any. */
export type EventSubject = { submission?: number | null; email?: string | null }

/**
 * Whether the person an event is about restricted the use of their data or had it erased: their
 * submission is restricted or anonymised (or gone), or any submission, unfinished onboarding or
 * form entry from their address is restricted. Such an event is never sent.
 */
export async function personWithheld(
  payload: Payload,
  subject: EventSubject,
  req?: PayloadRequest,
): Promise<boolean> {
  if (subject.submission != null) {
    const doc = await payload.findByID({
      collection: 'onboarding-submissions',
      id: subject.submission,
      depth: 0,
      select: { restricted: true, anonymisedAt: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!doc || doc.restricted || doc.anonymisedAt) return true
  }
  if (subject.email) {
    for (const collection of [
      'onboarding-submissions',
      'onboarding-drafts',
      'form-submissions',
    ] as const) {
      const same = await findByEmail(payload, collection, subject.email, req)
      if (same.some((doc) => doc.restricted)) return true
    }
  }
  return false
}

/** A new Standard Webhooks message id: fixed when the event is recorded, kept on every attempt. */
const newMessageId = () => `msg_${crypto.randomUUID().replaceAll('-', '')}`

/**
 * Records one delivery of a message to one endpoint and queues the job that sends it, in the
 * transaction of `req` when it has one: the event is stored with whatever caused it, or neither.
 */
export async function queueDelivery(
  req: PayloadRequest,
  endpoint: number,
  type: DeliveryType,
  data: Record<string, unknown>,
  subject: EventSubject = {},
): Promise<number> {
  const delivery = await req.payload.create({
    collection: 'webhook-deliveries',
    data: {
      endpoint,
      type,
      messageId: newMessageId(),
      payload: webhookMessage(type, data, new Date()),
      status: 'pending',
      attempts: 0,
      submission: subject.submission ?? null,
      email: subject.email ?? null,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await req.payload.jobs.queue({ task: 'sendWebhook', input: { delivery: delivery.id }, req })
  return delivery.id
}

/**
 * Sends an event to every endpoint that is switched on and subscribes to it: one delivery each,
 * each with its own message id. Nothing is sent about a person who restricted the use of their
 * data or had it erased. `data` is the event's payload, built by its builder in
 * `src/lib/webhooks/events.ts` (a function, so it is built only when somebody listens). Returns
 * how many deliveries were queued.
 */
export async function queueWebhookEvent(
  req: PayloadRequest,
  type: WebhookEventType,
  data: () => Record<string, unknown> | Promise<Record<string, unknown>>,
  subject: EventSubject = {},
): Promise<number> {
  const { docs: endpoints } = await req.payload.find({
    collection: 'webhook-endpoints',
    where: { and: [{ active: { equals: true } }, { events: { in: [type] } }] },
    pagination: false,
    depth: 0,
    select: { url: true },
    overrideAccess: true,
    req,
  })
  if (endpoints.length === 0) return 0
  if (await personWithheld(req.payload, subject, req)) {
    req.payload.logger.info({ type }, 'webhook_withheld')
    return 0
  }
  const message = await data()
  for (const endpoint of endpoints) await queueDelivery(req, endpoint.id, type, message, subject)
  return endpoints.length
}
