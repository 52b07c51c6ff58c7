import { clientKey } from '@/server/client-key'
import { issueFormToken } from '@/server/form-token'
import { jsonError, tooManyRequests } from '@/server/http'
import { rateLimit } from '@/server/rate-limit'

/** Per client: one token for each form shown, and a fresh one when a form has expired. */
const limiter = rateLimit({ name: 'form-token', points: 60, seconds: 60 })

/**
 * GET /api/form-entries/token?form=ID: the signed time token a form on the site sends with its entry,
 * asked for by the visitor's browser when the form appears (a cached page cannot carry one).
 */
export async function GET(request: Request): Promise<Response> {
  const limit = await limiter.take(clientKey(request.headers))
  if (!limit.ok) {
    return tooManyRequests(
      'Too many requests. Please wait a minute and try again.',
      limit.retryAfter,
    )
  }
  const form = Number(new URL(request.url).searchParams.get('form'))
  if (!Number.isInteger(form) || form <= 0) return jsonError(400, 'Which form? Give its id.')
  return Response.json(
    { token: issueFormToken(form) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
