/**
 * Payload's REST handlers read a request's body whole, with no limit of their own: wrapped here,
 * a body over its limit is answered 413 as soon as it passes the limit, never read whole.
 *
 * Upstream: no issue is filed; Payload 3.90.1 reads JSON bodies with `request.json()` and has no
 * body size option. Remove this once one exists: tests/int/upstream.test.ts reads a body over the
 * limit through Payload's own request parsing and fails once Payload refuses it.
 */
import { readBodyUpTo } from '@/server/body'

/** Payload's REST routes read a JSON body whole with no limit of their own. */
const API_BODY_LIMIT = 2 * 1024 * 1024
/**
 * Multipart bodies carry media uploads. The largest body anything accepts: the reverse proxy
 * (deploy/nginx.conf, client_max_body_size) allows exactly this much.
 */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024

const tooLarge = (limit: number) =>
  Response.json(
    { errors: [{ message: `The request is too large (limit ${limit / 1024 / 1024} MB).` }] },
    { status: 413 },
  )

const limitFor = (request: Request) =>
  /^multipart\//i.test(request.headers.get('content-type') ?? '')
    ? UPLOAD_BODY_LIMIT
    : API_BODY_LIMIT

/**
 * A copy of `request` with another method or body, built from its address and headers. Not
 * `new Request(request, init)`: a route handler's request is wrapped in a Proxy by Next.js, and
 * from Node.js 24 the runtime's Request reads its source's private fields, which no Proxy passes
 * on ("Cannot read private member #state").
 */
export function requestWith(request: Request, init: { method?: string; body?: BodyInit }): Request {
  return new Request(request.url, {
    method: init.method ?? request.method,
    headers: request.headers,
    body: init.body,
  })
}

/**
 * The request with its body read whole, up to its limit, or the 413 answer for a body over it.
 * What comes after then never waits on a client that is still sending.
 */
export async function bufferedRequest(request: Request): Promise<Request | Response> {
  if (!request.body) return request
  const limit = limitFor(request)
  const body = await readBodyUpTo(request, limit)
  return body.ok ? requestWith(request, { body: body.bytes }) : tooLarge(limit)
}

/** Wraps a Payload route handler: bodies over the limit get 413 before Payload reads them. */
export function withBodyLimit<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    const declared = request.headers.get('content-length')
    // A declared size within the limit is all Node will deliver: Payload reads it as it comes.
    if (!request.body || (declared !== null && Number(declared) <= limitFor(request))) {
      return handler(request, context)
    }
    const buffered = await bufferedRequest(request)
    return buffered instanceof Response ? buffered : handler(buffered, context)
  }
}
