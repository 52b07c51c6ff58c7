import type { Payload } from 'payload'
import { payloadClient } from '@/data/payload'
import { findPlanChoices } from '@/data/pricing'
import { storeSubmission } from '@/data/submissions'
import { jsonError, readJson, tooManyRequests } from '@/server/http'
import { FIELDS } from '@/lib/onboarding/catalogue'
import { isKnownPlan } from '@/lib/onboarding/plans'
import { sameAnswers } from '@/lib/onboarding/replay'
import { fieldErrors, submissionSchema } from '@/lib/onboarding/schema'
import { clientKey } from '@/server/client-key'
import { limitFromEnv, rateLimit } from '@/server/rate-limit'

/** Largest accepted submission (ten full ICPs of long answers fit with room to spare). */
const MAX_BYTES = 256 * 1024
/** Per client: generous for an office behind one address, tight enough to stop a flood. */
const limiter = rateLimit({
  name: 'onboarding',
  points: limitFromEnv(process.env.SUBMISSION_RATE_LIMIT, 30),
  seconds: 60,
})
/** The answer carries the visitor's personal data: no cache may keep it. */
const PRIVATE = { 'Cache-Control': 'no-store' }
const PLAN_FIELD = FIELDS.find((field) => field.kind === 'plan')!

/**
 * POST /api/onboarding: validates a wizard submission with the same schema as the browser,
 * stores it once, and queues the brief e-mail. 201 created, 200 already stored (a retry with the
 * same answers), 409 when the submissionId is stored with other answers, 400/413/415/429 with a
 * JSON message (400 also for a plan the CMS does not publish); nothing is stored from a rejected request. The answer names the submission by the
 * visitor's own random submissionId: the database's sequential id, which would tell how many
 * submissions there are, stays internal.
 */
export async function POST(request: Request): Promise<Response> {
  const limit = await limiter.take(clientKey(request.headers))
  if (!limit.ok) {
    return tooManyRequests(
      'Too many submissions from your network. Please wait a moment and try again.',
      limit.retryAfter,
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

  // Payload logs its own failure to start (the database away at boot).
  let payload: Payload | undefined
  try {
    payload = await payloadClient()
    // The chosen plan must be one the CMS publishes now (or none): the schema checks its form only.
    const plans = await findPlanChoices()
    if (!isKnownPlan(parsed.data.plan, plans)) {
      return jsonError(400, 'Some answers need your attention.', {
        errors: { [PLAN_FIELD.name]: PLAN_FIELD.invalid },
      })
    }
    const stored = await storeSubmission(parsed.data, { plans })
    // Only the same answers are a retry: a known submissionId must not hand out someone's brief.
    if (!stored.created && !sameAnswers(stored.record, parsed.data)) {
      payload.logger.warn({ id: stored.id }, 'submission_conflict')
      return jsonError(
        409,
        'These answers were already sent with different content. Please reload the page and send them again.',
        {},
        PRIVATE,
      )
    }
    payload.logger.info(
      { id: stored.id, variant: parsed.data.variant },
      stored.created ? 'submission_stored' : 'submission_repeated',
    )
    return Response.json(
      { submissionId: stored.record.submissionId, brief: stored.brief },
      { status: stored.created ? 201 : 200, headers: PRIVATE },
    )
  } catch (error) {
    payload?.logger.error({ err: error }, 'submission_failed')
    return jsonError(503, 'We could not save your answers just now. Please try again in a moment.')
  }
}
