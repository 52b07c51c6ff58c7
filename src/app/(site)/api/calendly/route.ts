import type { Payload } from 'payload'
import { recordBooking } from '@collections/Bookings/record'
import { payloadClient } from '@/data/payload'
import { readBodyUpTo } from '@/server/body'
import { verifyCalendlySignature } from '@/server/calendly-signature'
import { jsonError } from '@/server/http'
import { parseWebhook } from '@/lib/bookings'

/** Calendly's invitee events are a few kilobytes; anything much larger is not one of them. */
const MAX_BYTES = 64 * 1024

const REFUSED = {
  malformed: [400, 'The Calendly-Webhook-Signature header is missing or malformed.'],
  stale: [401, 'The signature’s timestamp is too far from now.'],
  mismatch: [401, 'The signature does not match.'],
} as const

/**
 * POST /api/calendly: Calendly's webhook for the onboarding call. Off (404) unless
 * CALENDLY_WEBHOOK_SIGNING_KEY is set. Every delivery must carry a valid signature made within
 * three minutes of now (400 without one, 401 for a wrong or stale one); a body over 64 kB gets
 * 413. `invitee.created` and `invitee.canceled` are recorded as a booking, once per invitee
 * however often Calendly delivers them; any other event is answered 200 and ignored. 503 when
 * the booking cannot be stored, so Calendly delivers it again.
 */
export async function POST(request: Request): Promise<Response> {
  const key = process.env.CALENDLY_WEBHOOK_SIGNING_KEY
  if (!key) return jsonError(404, 'The Calendly webhook is not configured on this server.')

  const body = await readBodyUpTo(request, MAX_BYTES)
  if (!body.ok) return jsonError(413, `The request is too large (limit ${MAX_BYTES / 1024} KB).`)
  const raw = new TextDecoder().decode(body.bytes)

  const check = verifyCalendlySignature(request.headers.get('calendly-webhook-signature'), raw, key)
  if (!check.ok) {
    const [status, message] = REFUSED[check.reason]
    return jsonError(status, message)
  }

  let parsed: ReturnType<typeof parseWebhook>
  try {
    parsed = parseWebhook(JSON.parse(raw))
  } catch {
    return jsonError(400, 'The request body is not valid JSON.')
  }
  if (parsed.kind === 'ignored') return Response.json({ ignored: parsed.event || 'unknown' })
  if (parsed.kind === 'invalid') return jsonError(400, parsed.message)

  let payload: Payload | undefined
  try {
    payload = await payloadClient()
    const booking = await recordBooking(payload, parsed.event)
    payload.logger.info(
      { id: booking.id, status: booking.status, matched: booking.submission != null },
      'booking_recorded',
    )
    return Response.json({ recorded: booking.status })
  } catch (error) {
    payload?.logger.error({ err: error }, 'booking_failed')
    return jsonError(503, 'The booking could not be stored just now.')
  }
}
