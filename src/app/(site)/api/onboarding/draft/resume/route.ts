import * as z from 'zod/mini'
import { openResumeLink } from '@/data/drafts'
import { RESUME_MESSAGES } from '@/lib/onboarding/server-draft'
import { clientKey } from '@/server/client-key'
import { jsonError, readJson, tooManyRequests } from '@/server/http'
import { rateLimit } from '@/server/rate-limit'

const requestSchema = z.object({ code: z.string().check(z.maxLength(200)) })
/** Per client: a person opens a link or two; guessing codes gets nowhere this slowly. */
const limiter = rateLimit({ name: 'onboarding-draft-resume', points: 20, seconds: 600 })

/**
 * POST /api/onboarding/draft/resume: opens the draft an e-mailed link names, with every answer
 * and the token to carry on saving it. A POST, so a mail scanner that follows the link's address
 * opens nothing. 410 with the reason when the draft was sent or has expired; 400 for a code this
 * server did not make.
 */
export async function POST(request: Request): Promise<Response> {
  const limit = await limiter.take(clientKey(request.headers))
  if (!limit.ok)
    return tooManyRequests('Too many links opened. Please wait a few minutes.', limit.retryAfter)
  const body = await readJson(request, 4096)
  if (!body.ok) return body.response
  const parsed = requestSchema.safeParse(body.value)
  if (!parsed.success) return jsonError(400, RESUME_MESSAGES.invalid, { problem: 'invalid' })
  try {
    const result = await openResumeLink(parsed.data.code)
    if (result.ok)
      return Response.json({ draft: result.draft }, { headers: { 'Cache-Control': 'no-store' } })
    return jsonError(result.problem === 'invalid' ? 400 : 410, RESUME_MESSAGES[result.problem], {
      problem: result.problem,
    })
  } catch {
    return jsonError(
      503,
      'We could not open your answers just now. Please try the link again in a moment.',
    )
  }
}
