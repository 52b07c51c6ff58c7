import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, PayloadRequest } from 'payload'
import { testEventData } from '@/lib/webhooks/events'
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret } from '@/server/webhook-secret'
import { audit } from '../AuditLog'
import { database } from '../transaction'
import { queueDelivery } from './events'

/** What a button on an endpoint's screen did, in words; `secret` when one is shown. */
export type EndpointOutcome = { ok: boolean; message: string; secret?: string }

const COLLECTION = 'webhook-endpoints' as const

async function readEndpoint(req: PayloadRequest, id: number) {
  // The caller's own access first (admins only), then the sealed secret with the server's.
  const visible = await req.payload
    .findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: false, req })
    .catch(() => undefined)
  if (!visible) return undefined
  return req.payload.findByID({
    collection: COLLECTION,
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
}

const missing: EndpointOutcome = { ok: false, message: 'That endpoint could not be found.' }

/**
 * Shows the endpoint's signing secret, once: the first call returns it and records when it was
 * shown; every later call refuses (rotate the secret for a new one).
 */
export async function revealSecret(req: PayloadRequest, id: number): Promise<EndpointOutcome> {
  const endpoint = await readEndpoint(req, id)
  if (!endpoint?.secretSealed) return missing
  // Marked shown in one statement, so two requests at once cannot both get it.
  const { rows } = await (
    await database(req.payload)
  ).execute(sql`
    update webhook_endpoints set secret_shown_at = now()
    where id = ${id} and secret_shown_at is null
    returning id`)
  if (endpoint.secretShownAt || rows.length === 0) {
    return { ok: false, message: 'The secret was shown once already. Rotate it for a new one.' }
  }
  return {
    ok: true,
    message: 'Copy the secret now: it will not be shown again.',
    secret: openWebhookSecret(endpoint.secretSealed, req.payload.secret),
  }
}

/** Replaces the signing secret and shows the new one, once; deliveries still due are signed with it. */
export async function rotateSecret(req: PayloadRequest, id: number): Promise<EndpointOutcome> {
  const endpoint = await readEndpoint(req, id)
  if (!endpoint) return missing
  const secret = newWebhookSecret()
  await req.payload.db.updateOne({
    collection: COLLECTION,
    id,
    data: {
      secretSealed: sealWebhookSecret(secret, req.payload.secret),
      secretShownAt: new Date().toISOString(),
    },
    returning: false,
    req,
  })
  await audit(req, 'Webhook secret rotated', [endpoint.url], [endpoint.url])
  return { ok: true, message: 'New secret: copy it now, it will not be shown again.', secret }
}

/** Sends a test event (nobody's data) to this endpoint alone. */
export async function sendTestEvent(req: PayloadRequest, id: number): Promise<EndpointOutcome> {
  const endpoint = await readEndpoint(req, id)
  if (!endpoint) return missing
  if (!endpoint.active) {
    return { ok: false, message: 'Switch sending on (and save) before sending a test event.' }
  }
  await queueDelivery(req, id, 'test', testEventData())
  return { ok: true, message: 'Test event queued: it shows below once sent.' }
}

/**
 * Sends a delivery again, with the same message id and message: a receiver that already has it
 * can tell it is a repeat. A withheld delivery (the person restricted or erased their data) is
 * never sent.
 */
export async function resendDelivery(req: PayloadRequest, id: number): Promise<EndpointOutcome> {
  const delivery = await req.payload
    .findByID({ collection: 'webhook-deliveries', id, depth: 0, overrideAccess: false, req })
    .catch(() => undefined)
  if (!delivery) return { ok: false, message: 'That delivery could not be found.' }
  if (delivery.status === 'withheld' || delivery.payload == null) {
    return { ok: false, message: 'This delivery was withheld: the person’s data is not sent.' }
  }
  if (delivery.status === 'pending') {
    return { ok: false, message: 'This delivery is still being sent.' }
  }
  await req.payload.db.updateOne({
    collection: 'webhook-deliveries',
    id,
    data: { status: 'pending', lastError: null, updatedAt: new Date().toISOString() },
    returning: false,
    req,
  })
  await req.payload.jobs.queue({ task: 'sendWebhook', input: { delivery: id }, req })
  return { ok: true, message: 'Queued again, with the same message id.' }
}

/**
 * `POST /api/webhook-endpoints/:id/secret`: the signing secret, once, for an admin who registers
 * endpoints through the API (200 with `secret`; 404 for anyone else or an unknown endpoint; 409
 * once it was shown).
 */
export const revealSecretEndpoint: Endpoint = {
  path: '/:id/secret',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    const outcome = Number.isInteger(id) ? await revealSecret(req, id) : missing
    const status = outcome.ok ? 200 : outcome === missing || !req.user ? 404 : 409
    return Response.json(outcome, { status })
  },
}
