import { countMissing, countView } from '@/data/page-views'
import { readBodyUpTo } from '@/lib/body-limit'
import { jsonError, tooManyRequests } from '@/lib/http'
import { isMissingPath, isPagePath } from '@/lib/paths'
import { clientKey, limitFromEnv, rateLimit } from '@/lib/rate-limit'

/** A path and nothing else. */
const MAX_BYTES = 256
/** Per client: a busy reader opens a page every few seconds; a loop does not get counted. */
const limiter = rateLimit({
  name: 'views',
  points: limitFromEnv(process.env.VIEW_RATE_LIMIT, 120),
  seconds: 60,
})

/**
 * POST /api/views: the site's cookie-free beacon. The body is the path of the page viewed (or,
 * with ?status=404, of the page found missing); nothing identifies the visitor. 204 when
 * counted; 400 for anything that is not a public page's path, 413 for a larger body, 429 when
 * one client sends too many.
 */
export async function POST(request: Request): Promise<Response> {
  const limit = await limiter.take(clientKey(request.headers))
  if (!limit.ok) return tooManyRequests('Too many page views from your network.', limit.retryAfter)
  const body = await readBodyUpTo(request, MAX_BYTES)
  if (!body.ok) return jsonError(413, `Send only the page's path (at most ${MAX_BYTES} bytes).`)
  const path = new TextDecoder().decode(body.bytes).trim()
  const missing = new URL(request.url).searchParams.get('status') === '404'
  if (!(missing ? isMissingPath(path) : isPagePath(path))) {
    return jsonError(400, 'Send the path of a page on this site, such as /pricing-overview.')
  }
  if (missing) countMissing(path)
  else countView(path)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
