import type { Payload } from 'payload'
import { payloadClient } from '@/data/payload'
import { storeComplaint } from '@/data/complaints'
import { complaintSchema, sameComplaint } from '@/lib/complaints'
import { fieldErrors } from '@/lib/onboarding/schema'
import { jsonError, readJson, tooManyRequests } from '@/server/http'
import { clientKey } from '@/server/client-key'
import { limitFromEnv, rateLimit } from '@/server/rate-limit'

/** Largest accepted complaint: the longest account, in any script, with room to spare. */
const MAX_BYTES = 64 * 1024
/** Per client: a person sends one complaint, perhaps a second; a flood is refused. */
const limiter = rateLimit({
  name: 'privacy-complaint',
  points: limitFromEnv(process.env.COMPLAINT_RATE_LIMIT, 5),
  seconds: 600,
})
/** The answer carries the complainant's personal data: no cache may keep it. */
const PRIVATE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/privacy-complaint: a complaint about how we handled someone's personal data. Validated
 * with the form's own schema, stored once with its acknowledgement e-mail queued, and answered
 * with its reference, when it was received and by when a person will reply: 201 stored, 200 the
 * same form sent again, 409 when that form's reference is stored with other content,
 * 400/413/415/429 with a JSON message, 503 when the database is away. Nothing is stored from a
 * rejected request.
 */
export async function POST(request: Request): Promise<Response> {
  const limit = await limiter.take(clientKey(request.headers))
  if (!limit.ok) {
    return tooManyRequests(
      'Too many complaints from your network. Please wait a few minutes and try again.',
      limit.retryAfter,
    )
  }
  const body = await readJson(request, MAX_BYTES)
  if (!body.ok) return body.response

  const parsed = complaintSchema.safeParse(body.value)
  if (!parsed.success) {
    return jsonError(
      400,
      'Some answers need your attention.',
      { errors: fieldErrors(parsed.error) },
      PRIVATE,
    )
  }

  let payload: Payload | undefined
  try {
    payload = await payloadClient()
    const { created, record } = await storeComplaint(parsed.data)
    // Only the same words are a retry: a known reference must not hand out someone's complaint.
    if (!created && !sameComplaint(record, parsed.data)) {
      payload.logger.warn({ complaint: record.id }, 'complaint_conflict')
      return jsonError(
        409,
        'This form was already sent with different words. Please reload the page and send it again.',
        {},
        PRIVATE,
      )
    }
    payload.logger.info(
      { complaint: record.id },
      created ? 'complaint_stored' : 'complaint_repeated',
    )
    return Response.json(
      { reference: record.reference, receivedAt: record.receivedAt, dueAt: record.dueAt },
      { status: created ? 201 : 200, headers: PRIVATE },
    )
  } catch (error) {
    payload?.logger.error({ err: error }, 'complaint_failed')
    return jsonError(
      503,
      'We could not save your complaint just now. Please try again in a few minutes.',
      {},
      PRIVATE,
    )
  }
}
