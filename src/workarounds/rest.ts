/**
 * Payload 3.90.1's REST handlers, guarded where they fall short: a JSON 404 instead of a 5xx for
 * routes that do not exist, request bodies read only up to their limit, changes to one account's
 * sign-in sessions one at a time (for a verified requester, once the body is in), HEAD answered
 * as GET, and no cache keeping an answer (they carry staff and personal data) except media files.
 * The route file applies them to Payload's handlers.
 *
 * Upstream: each guard names its own (body-limit.ts, sessions.ts, errors.ts); the 404s, HEAD and
 * Cache-Control have no issue filed. tests/int/upstream.test.ts flags each new Payload version for
 * a look.
 */
import type { SanitizedConfig } from 'payload'
import { executeAuthStrategies, getPayload } from 'payload'
import { bufferedRequest, requestWith, withBodyLimit } from '@workarounds/body-limit'
import { paceSignIn } from '@/server/sign-in-pace'
import type { User } from '@/payload-types'
import { unknownRestRoute } from './errors'
import { withAccountLock } from './sessions'

type Args = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, args: Args) => Promise<Response>

/**
 * Payload's REST handlers, with a JSON 404 instead of a 5xx for routes that do not exist: a
 * collection without REST endpoints (Payload answers 501), a `versions` route on a collection or
 * global without versions, or a slug such as `__proto__` (which Payload looks up on a plain object).
 * No answer is kept by any cache (they carry staff data and personal data) except media files.
 */
function withRouteCheck(config: Promise<SanitizedConfig>, handler: Handler): Handler {
  return async (request, args) => {
    const { slug } = await args.params
    const unknown = unknownRestRoute(await config, slug)
    const notFound = (headers?: Headers) => {
      headers?.delete('content-length')
      return Response.json({ message: 'Route not found.' }, { status: 404, headers })
    }
    const response = unknown ? notFound() : await handler(request, args)
    const answer = response.status === 501 ? notFound(new Headers(response.headers)) : response
    return isMediaFile(slug) ? answer : uncached(answer)
  }
}

const isMediaFile = ([collection, segment]: string[]) =>
  collection === 'media' && segment === 'file'

function uncached(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'no-store')
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** Payload operations that write the signed-in user's list of sign-in sessions. */
const TOKEN_CHANGES = new Set(['logout', 'refresh-token'])

/**
 * A request that may change one account's sign-in sessions: a sign-in (the account named in the
 * body), a sign-out or token refresh (the signed-in account), or a change to a user by id (a new
 * password ends their other sessions).
 */
type SessionChange = { kind: 'login' } | { kind: 'token' } | { kind: 'user'; id: number }

function sessionChange(method: string, slug: string[]): SessionChange | undefined {
  const [collection, segment, ...rest] = slug
  if (collection !== 'users' || !segment || rest.length) return undefined
  if (method === 'POST' && segment === 'login') return { kind: 'login' }
  if (method === 'POST' && TOKEN_CHANGES.has(segment)) return { kind: 'token' }
  if (method !== 'POST' && /^\d{1,15}$/.test(segment)) return { kind: 'user', id: Number(segment) }
  return undefined
}

/**
 * The account (its e-mail address) whose sessions the request changes, once the requester is
 * known: only a verified staff token can make a sign-out, a refresh or a user change wait for an
 * account, so nobody can hold a lock in another person's name. A sign-in names its account in its
 * own body, which has been read whole by then.
 */
async function lockedAccount(
  config: Promise<SanitizedConfig>,
  request: Request,
  change: SessionChange,
): Promise<string | undefined> {
  if (change.kind === 'login') return loginEmail(request)
  const payload = await getPayload({ config })
  const { user } = await executeAuthStrategies({ headers: request.headers, payload })
  if (!user) return undefined
  if (change.kind === 'token') return user.email
  const target = await payload.db.findOne<Pick<User, 'id' | 'email'>>({
    collection: 'users',
    where: { id: { equals: change.id } },
    select: { email: true },
  })
  return target?.email
}

/**
 * The address a sign-in is for: from a JSON body, or from form data as the admin's sign-in form
 * sends it (the fields as JSON in `_payload`, or as plain fields).
 */
async function loginEmail(request: Request): Promise<string | undefined> {
  const type = request.headers.get('content-type') ?? ''
  let fields: unknown = null
  if (/^application\/json\b/i.test(type)) {
    fields = await request
      .clone()
      .json()
      .catch(() => null)
  } else if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null)
    const payload = form?.get('_payload')
    fields = typeof payload === 'string' ? safeJson(payload) : { email: form?.get('email') }
  }
  const email = (fields as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email : undefined
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * Changes to one account's sessions run one at a time, so none of them is lost. The body is read
 * whole before the lock is taken: a client that never finishes sending holds only its own request.
 */
function withSessionLock(config: Promise<SanitizedConfig>, handler: Handler): Handler {
  return async (request, args) => {
    const change = sessionChange(request.method, (await args.params).slug)
    if (!change) return handler(request, args)
    const buffered = await bufferedRequest(request)
    if (buffered instanceof Response) return buffered
    const account = await lockedAccount(config, buffered, change)
    // A sign-in waits out its account's pace before the lock, so the lock is held only while
    // the password is checked and the session written.
    if (change.kind === 'login' && account) await paceSignIn(account)
    const run = () => handler(buffered, args)
    return account ? withAccountLock(account, run) : run()
  }
}

type RestHandlers = { GET: Handler; POST: Handler; DELETE: Handler; PATCH: Handler; PUT: Handler }

/** Payload's REST handlers with the guards above, and HEAD. */
export function guardedRest(config: Promise<SanitizedConfig>, rest: RestHandlers) {
  const routed = (handler: Handler) => withRouteCheck(config, handler)
  const writes = (handler: Handler) => routed(withBodyLimit(withSessionLock(config, handler)))
  const GET = routed(rest.GET)
  /** HEAD answers as GET would, without the body (Payload itself only routes GET). */
  const HEAD: Handler = async (request, args) => {
    const response = await GET(requestWith(request, { method: 'GET' }), args)
    await response.body?.cancel()
    return new Response(null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
  return {
    GET,
    HEAD,
    POST: writes(rest.POST),
    DELETE: routed(withSessionLock(config, rest.DELETE)),
    PATCH: writes(rest.PATCH),
    PUT: writes(rest.PUT),
  }
}
