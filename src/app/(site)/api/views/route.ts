import { countView, countVisit } from '@/data/page-views'
import { listPublicPaths } from '@/data/public-paths'
import { readBodyUpTo } from '@/server/body'
import { jsonError, tooManyRequests } from '@/server/http'
import { CAMPAIGN_MAX, parseBeacon } from '@/lib/beacon'
import { isPagePath } from '@/lib/paths'
import { isStaffBrowser } from '@/lib/staff-browser'
import { clientKey } from '@/server/client-key'
import { limitFromEnv, rateLimit } from '@/server/rate-limit'

/**
 * The largest body the site sends: the JSON of a visit's first page (40 bytes of its own) with a
 * 200-character path and a campaign of CAMPAIGN_MAX three-byte characters.
 */
const MAX_BYTES = 40 + 200 + 3 * CAMPAIGN_MAX
/** Per client: a busy reader opens a page every few seconds; a loop does not get counted. */
const limiter = rateLimit({
  name: 'views',
  points: limitFromEnv(process.env.VIEW_RATE_LIMIT, 120),
  seconds: 60,
})

/** Whether the site serves a published page at `path`. */
async function isPublished(path: string): Promise<boolean> {
  return (await listPublicPaths()).some((page) => page.path === path)
}

/**
 * POST /api/views: the site's cookie-free beacon. The body is the path of the page viewed, or on
 * the first page of a visit a small JSON object that also marks the landing page and names the
 * visit's UTM campaign (src/lib/beacon.ts); nothing identifies the visitor. A view is counted,
 * and a landing page's view counts a visit too. Views from a staff member's browser (signed in to
 * the admin, or marked as staff's when it was) are not counted. 204 when counted (or left out as
 * staff's); 400 for a malformed body or anything but a published page, 413 for a larger body,
 * 429 when one client sends too many, 503 when the pages cannot be read.
 * 404s are not taken from here: the server counts each one it answers, so no beacon, from this
 * site or any other, adds a path to the 404 list.
 */
export async function POST(request: Request): Promise<Response> {
  const limit = await limiter.take(clientKey(request.headers))
  if (!limit.ok) return tooManyRequests('Too many page views from your network.', limit.retryAfter)
  const body = await readBodyUpTo(request, MAX_BYTES)
  if (!body.ok) {
    return jsonError(413, `Send only the page's path and campaign (at most ${MAX_BYTES} bytes).`)
  }
  const parsed = parseBeacon(new TextDecoder().decode(body.bytes))
  if (!parsed.ok) return jsonError(400, parsed.message)
  const { beacon } = parsed
  const path = beacon.path
  // null: the list of pages could not be read (the database away), and nothing is counted.
  const published = isPagePath(path) ? await isPublished(path).catch(() => null) : false
  if (published === null) return jsonError(503, 'Views cannot be counted just now.')
  if (!published) {
    return jsonError(400, 'Send the path of a page on this site, such as /pricing-overview.')
  }
  // A staff member's browser is answered the same, and not counted.
  if (!isStaffBrowser(request.headers.get('cookie'))) {
    countView(path)
    if (beacon.landing) countVisit(path, beacon.campaign)
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
