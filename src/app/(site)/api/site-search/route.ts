import { searchSite } from '@/data/search'
import { parseSearchQuery, SEARCH_SUGGEST_LIMIT } from '@/lib/search'
import { clientKey } from '@/server/client-key'
import { jsonError, tooManyRequests } from '@/server/http'
import { logger } from '@/server/logger'
import { limitFromEnv, rateLimit } from '@/server/rate-limit'

/** Per client: the header's box asks once per pause in typing, a few times per search. */
const limiter = rateLimit({
  name: 'search',
  points: limitFromEnv(process.env.SEARCH_RATE_LIMIT, 120),
  seconds: 60,
})

/** Results are public and change only on publish: a browser may keep an answer this long. */
const CACHE_SECONDS = 15

/**
 * GET /api/site-search?q=…: the results the header's search box shows as the visitor types, the
 * best six, as JSON `{ query, terms, total, results: [{ title, type, path, excerpt }] }`. 400 for
 * a query longer than 100 characters (or sent more than once), 429 when one client asks too
 * often, 503 when the index cannot be read.
 */
export async function GET(request: Request): Promise<Response> {
  const limit = await limiter.take(clientKey(request.headers))
  if (!limit.ok) return tooManyRequests('Too many searches from your network.', limit.retryAfter)
  const values = new URL(request.url).searchParams.getAll('q')
  if (values.length > 1) return jsonError(400, 'Send one search as the parameter q.')
  const parsed = parseSearchQuery(values[0])
  if (!parsed.ok) return jsonError(400, parsed.message)
  try {
    const answer = await searchSite(parsed.text, parsed.terms, { limit: SEARCH_SUGGEST_LIMIT })
    return Response.json(answer, {
      headers: { 'Cache-Control': `public, max-age=${CACHE_SECONDS}` },
    })
  } catch (error) {
    logger.error({ err: error }, 'site_search_failed')
    return jsonError(503, 'Search is not available just now.')
  }
}
