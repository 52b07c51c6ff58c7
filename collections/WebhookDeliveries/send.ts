import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'
import type { WebhookDelivery, WebhookEndpoint } from '@/payload-types'
import { openWebhookSecret, signedHeaders } from '@/server/webhook-secret'
import { postWebhook } from '@/server/webhook-target'
import { database } from '../transaction'
import { personWithheld } from '../WebhookEndpoints/events'

/** How many times the queue tries each delivery (exponential back-off from 1 s) before it gives up. */
export const WEBHOOK_ATTEMPTS = 10
/** Deliveries that failed in a row after which their endpoint is switched off and marked failing. */
export const FAILING_AFTER = 5

type Job = { id: number | string; totalTried?: number | null }
type State = Partial<
  Pick<
    WebhookDelivery,
    | 'status'
    | 'attempts'
    | 'responseCode'
    | 'lastError'
    | 'lastAttemptAt'
    | 'deliveredAt'
    | 'payload'
  >
>

const idOf = (ref: number | { id: number } | null | undefined) =>
  ref == null ? null : typeof ref === 'object' ? ref.id : ref

/** Records a delivery's state with one UPDATE of its own columns, outside any job's own work. */
async function record(payload: Payload, id: number, state: State) {
  await payload.db.updateOne({
    collection: 'webhook-deliveries',
    id,
    data: { ...state, updatedAt: new Date().toISOString() },
    returning: false,
  })
}

async function recordEndpoint(payload: Payload, id: number, data: Partial<WebhookEndpoint>) {
  await payload.db.updateOne({
    collection: 'webhook-endpoints',
    id,
    data: { ...data, updatedAt: new Date().toISOString() },
    returning: false,
  })
}

/**
 * A delivery gave up: one more failure in a row for its endpoint, counted in one statement (the
 * queue runs several deliveries at once), and the endpoint switched off and marked failing at
 * FAILING_AFTER.
 */
async function endpointFailed(payload: Payload, endpoint: number) {
  const { rows } = await (
    await database(payload)
  ).execute(sql`
    update webhook_endpoints
    set consecutive_failures = coalesce(consecutive_failures, 0) + 1,
        status = case when coalesce(consecutive_failures, 0) + 1 >= ${FAILING_AFTER}
                      then 'failing'::enum_webhook_endpoints_status else status end,
        active = active and coalesce(consecutive_failures, 0) + 1 < ${FAILING_AFTER},
        updated_at = now()
    where id = ${endpoint}
    returning status`)
  if ((rows[0] as { status?: string } | undefined)?.status === 'failing') {
    payload.logger.warn({ endpoint }, 'webhook_endpoint_failing')
  }
}

/** The receiver answered, but not with a 2xx. */
class Refused extends Error {
  constructor(
    readonly status: number,
    snippet: string,
  ) {
    super(`The receiver answered ${status}${snippet ? `: ${snippet}` : ''}`)
  }
}

/**
 * Sends one delivery as a queue job's attempt, signed with its endpoint's current secret and
 * always under the delivery's own message id: none for a delivery erased, pruned, delivered or
 * given up meanwhile; withheld (its message dropped) when the person restricted the use of their
 * data or had it erased; failed without sending when its endpoint was removed or switched off.
 * Each attempt is recorded before the request goes out, so an attempt cut short by a killed
 * process stays on record, and its re-send carries the same id.
 */
async function sendDelivery(payload: Payload, id: number, job: Job) {
  const delivery = await payload.findByID({
    collection: 'webhook-deliveries',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!delivery || delivery.status !== 'pending') return { output: {} }
  const endpointId = idOf(delivery.endpoint)
  const endpoint =
    endpointId == null
      ? null
      : await payload.findByID({
          collection: 'webhook-endpoints',
          id: endpointId,
          depth: 0,
          overrideAccess: true,
          showHiddenFields: true,
          disableErrors: true,
        })
  if (!endpoint?.active || !endpoint.secretSealed) {
    await record(payload, id, {
      status: 'failed',
      lastError: 'Not sent: the endpoint was removed or switched off.',
    })
    return { output: {} }
  }
  const subject = { submission: idOf(delivery.submission), email: delivery.email }
  if (await personWithheld(payload, subject)) {
    await record(payload, id, { status: 'withheld', payload: null })
    payload.logger.info({ delivery: id, job: job.id }, 'webhook_withheld')
    return { output: {} }
  }

  // The queue's own count of tries, or the attempts on record if more: the queue never hears of
  // an attempt whose process was killed.
  const started = delivery.attempts ?? 0
  const attempts = Math.max(job.totalTried ?? 0, started) + 1
  if (started > (job.totalTried ?? 0)) {
    payload.logger.warn(
      { delivery: id, messageId: delivery.messageId },
      'webhook_attempt_interrupted',
    )
  }
  const now = new Date()
  await record(payload, id, { attempts, lastAttemptAt: now.toISOString() })
  const body = JSON.stringify(delivery.payload)
  try {
    const headers = signedHeaders(
      openWebhookSecret(endpoint.secretSealed, payload.secret),
      delivery.messageId,
      now,
      body,
    )
    const answer = await postWebhook(endpoint.url, headers, body)
    if (answer.status < 200 || answer.status > 299) throw new Refused(answer.status, answer.snippet)
    await record(payload, id, {
      status: 'delivered',
      responseCode: answer.status,
      lastError: null,
      deliveredAt: new Date().toISOString(),
    })
  } catch (error) {
    const final = (job.totalTried ?? 0) + 1 >= WEBHOOK_ATTEMPTS
    await record(payload, id, {
      status: final ? 'failed' : 'pending',
      responseCode: error instanceof Refused ? error.status : null,
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    })
    if (final) await endpointFailed(payload, endpoint.id)
    throw error
  }
  if (endpoint.consecutiveFailures) {
    await recordEndpoint(payload, endpoint.id, { consecutiveFailures: 0 })
  }
  return { output: {} }
}

/**
 * Sends one webhook delivery, retried with exponential back-off until delivered or
 * WEBHOOK_ATTEMPTS tries have failed.
 */
export const sendWebhookTask: TaskConfig<'sendWebhook'> = {
  slug: 'sendWebhook',
  label: 'Send webhook',
  retries: { attempts: WEBHOOK_ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'delivery', type: 'number', required: true }],
  handler: ({ input, job, req }) => sendDelivery(req.payload, input.delivery, job),
}
