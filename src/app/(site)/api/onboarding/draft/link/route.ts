import * as z from 'zod/mini'
import { requestResumeLink } from '@/data/drafts'
import { jsonError, readJson, tooManyRequests } from '@/server/http'
import { rateLimit } from '@/server/rate-limit'

const requestSchema = z.object({ reference: z.uuid(), token: z.string().check(z.maxLength(64)) })
/** Per draft: a person asks again when a link is slow to arrive, not twenty times. */
const limiter = rateLimit({ name: 'onboarding-draft-link', points: 3, seconds: 600 })

/**
 * POST /api/onboarding/draft/link: e-mails a link to finish the wizard on any device, to the
 * address given on step 1. Only the browser holding the draft's token may ask: 202 with the
 * address it goes to; 403 without the token; 410 when the draft was sent, expired or erased.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readJson(request, 4096)
  if (!body.ok) return body.response
  const parsed = requestSchema.safeParse(body.value)
  if (!parsed.success)
    return jsonError(400, 'This request could not be read. Please reload the page.')
  const limit = await limiter.take(parsed.data.reference)
  if (!limit.ok) {
    return tooManyRequests(
      'We have sent this link a few times already. Please check your inbox and spam folder, or try again in ten minutes.',
      limit.retryAfter,
    )
  }
  try {
    const result = await requestResumeLink(parsed.data.reference, parsed.data.token)
    if (result.ok)
      return Response.json(
        { email: result.email },
        { status: 202, headers: { 'Cache-Control': 'no-store' } },
      )
    return result.problem === 'forbidden'
      ? jsonError(
          403,
          'This browser cannot ask for a link to these answers. Please reload the page.',
        )
      : jsonError(410, 'These answers are no longer saved, so there is nothing to send a link to.')
  } catch {
    return jsonError(503, 'We could not send the link just now. Please try again in a moment.')
  }
}
