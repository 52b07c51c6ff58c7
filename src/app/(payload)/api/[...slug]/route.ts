import config from '@payload-config'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { unknownRestRoute } from '@/lib/api-errors'
import { withBodyLimit } from '@/lib/body-limit'

type Args = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, args: Args) => Promise<Response>

/**
 * Payload's REST handlers, with a JSON 404 instead of a 5xx for routes that do not exist: a
 * collection without REST endpoints (Payload answers 501), a `versions` route on a collection or
 * global without versions, or a slug such as `__proto__` (which Payload looks up on a plain object).
 */
function withRouteCheck(handler: Handler): Handler {
  return async (request, args) => {
    const { slug } = await args.params
    const unknown = unknownRestRoute(await config, slug)
    const notFound = (headers?: Headers) => {
      headers?.delete('content-length')
      return Response.json({ message: 'Route not found.' }, { status: 404, headers })
    }
    if (unknown) return notFound()
    const response = await handler(request, args)
    return response.status === 501 ? notFound(new Headers(response.headers)) : response
  }
}

export const GET = withRouteCheck(REST_GET(config))
export const POST = withRouteCheck(withBodyLimit(REST_POST(config)))
export const DELETE = withRouteCheck(REST_DELETE(config))
export const PATCH = withRouteCheck(withBodyLimit(REST_PATCH(config)))
export const PUT = withRouteCheck(withBodyLimit(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
