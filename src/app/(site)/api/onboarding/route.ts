import { storeSubmission } from '@/data/submissions'
import { jsonError, readJson } from '@/lib/http'
import { log } from '@/lib/log'
import { fieldErrors, submissionSchema } from '@/lib/onboarding/schema'
import { clientKey, RateLimiter } from '@/lib/rate-limit'

/** Largest accepted submission (ten full ICPs of long answers fit with room to spare). */
const MAX_BYTES = 256 * 1024
/** Per client: generous for an office behind one address, tight enough to stop a flood. */
const limiter = new RateLimiter(Number(process.env.SUBMISSION_RATE_LIMIT ?? 30), 60_000)

/**
 * POST /api/onboarding: validates a wizard submission with the same schema as the browser,
 * stores it once, and queues the brief e-mail. 201 created, 200 already stored (a retry),
 * 400/413/415/429 with a JSON message; nothing is stored from a rejected request.
 */
export async function POST(request: Request): Promise<Response> {
  const limit = limiter.take(clientKey(request.headers))
  if (!limit.ok) {
    return jsonError(
      429,
      'Too many submissions from your network. Please wait a moment and try again.',
      {},
      { 'Retry-After': String(limit.retryAfter) },
    )
  }
  const body = await readJson(request, MAX_BYTES)
  if (!body.ok) return body.response

  const parsed = submissionSchema.safeParse(body.value)
  if (!parsed.success) {
    return jsonError(400, 'Some answers need your attention.', {
      errors: fieldErrors(parsed.error),
    })
  }

  try {
    const stored = await storeSubmission(parsed.data)
    log('info', stored.created ? 'submission_stored' : 'submission_repeated', {
      id: stored.id,
      variant: parsed.data.variant,
    })
    return Response.json(
      { id: stored.id, brief: stored.brief },
      { status: stored.created ? 201 : 200 },
    )
  } catch (error) {
    log('error', 'submission_failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    return jsonError(503, 'We could not save your answers just now. Please try again in a moment.')
  }
}
