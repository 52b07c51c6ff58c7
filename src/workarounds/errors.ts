/**
 * Payload 3.90.1 answers some bad input as a server error (500) although it is the caller's
 * mistake (src/lib/bad-input.ts lists which); its `afterError` hook turns exactly these into 400
 * (413 for a body over a limit, 404 for deleting a preference that is not stored) with a clear
 * JSON message; every other error keeps its status. Also here: the message of a public error that
 * the production bundle loses, REST routes Payload would crash on, and the export plugin's create
 * without a collection.
 */
import {
  APIError,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'
import { classifyBadInput, type Classified } from '@/lib/bad-input'

/**
 * `DELETE /api/payload-preferences/<key>` for a key the user has no preference under: finding no
 * row, Payload's adapter queries again without the join its condition on the user needs, and
 * PostgreSQL answers "missing FROM-clause entry" (SQLSTATE 42P01). There is nothing to delete.
 */
function missingPreference(
  error: unknown,
  req: Pick<PayloadRequest, 'method'>,
  slug: string | undefined,
): Classified | undefined {
  const code = (error as { cause?: { code?: unknown } }).cause?.code
  if (slug !== 'payload-preferences' || req.method !== 'DELETE' || code !== '42P01') return
  return { status: 404, message: 'No preference is stored under that key.' }
}

/**
 * Payload `afterError` hook: 400/404/413 with `{ errors: [{ message }] }` for bad input over REST;
 * every other error keeps its status.
 */
export const badInputIsClientError: AfterErrorHook = ({ collection, error, req }) => {
  const status = (error as { status?: number }).status ?? 500
  if (status < 500) return
  const bad = classifyBadInput(error) ?? missingPreference(error, req, collection?.slug)
  if (!bad) return
  return { status: bad.status, response: { errors: [{ message: bad.message }] } }
}

/** What Payload's formatter answers for an error it cannot read. */
const UNKNOWN_ERROR = 'An unknown error occurred.'

/**
 * Payload 3.90.1's production bundle makes APIError an anonymous class, so an error thrown as
 * `new APIError(message, status, null, true)` has an empty name, and Payload's formatter, which
 * keeps the message of a named error or of one with `data`, answers it as "An unknown error
 * occurred." (a throttled sign-in's 429, for one). This `afterError` hook gives an error marked
 * public, with a client status, its own message back.
 */
export const publicMessageIsKept: AfterErrorHook = ({ error, result }) => {
  const { isPublic, message, status = 500 } = error as Partial<APIError>
  if (isPublic !== true || status >= 500 || !message) return
  const shown = (result as { errors?: { message?: unknown }[] } | undefined)?.errors?.[0]?.message
  if (shown !== UNKNOWN_ERROR) return
  return { response: { errors: [{ message }] } }
}

/**
 * The origin a staff cookie came from when Payload ignored the cookie because that origin is not
 * in `csrf`: a browser request carrying the sign-in cookie whose Origin header is not the site's.
 */
export function refusedOrigin(
  headers: Headers,
  allowed: readonly string[],
  cookieName: string,
): string | undefined {
  const origin = headers.get('origin')
  if (!origin || allowed.length === 0 || allowed.includes(origin)) return undefined
  const cookies = headers.get('cookie') ?? ''
  const signedIn = cookies.split(';').some((part) => part.trim().startsWith(`${cookieName}=`))
  return signedIn ? origin : undefined
}

/**
 * Payload 3.90.1 treats a staff cookie sent from an origin outside `csrf` as no sign-in at all, so
 * a save from the admin opened at another address answers "You are not allowed to perform this
 * action", which blames permissions. This `afterError` hook says what is wrong instead: the origin.
 */
export const refusedOriginIsExplained: AfterErrorHook = ({ error, req }) => {
  const status = (error as { status?: number }).status ?? 500
  if (status !== 401 && status !== 403) return
  const { config } = req.payload
  const origin = refusedOrigin(req.headers, config.csrf, `${config.cookiePrefix}-token`)
  if (!origin) return
  return {
    status: 403,
    response: { errors: [{ message: originNotAllowed(config.csrf[0], origin) }] },
  }
}

/** What staff are told when the admin is open at an address the server does not take changes from. */
function originNotAllowed(site: string, origin: string): string {
  return (
    `Origin not allowed: changes from signed-in staff are accepted only at ${site}, and this ` +
    `admin is open at ${origin}. Open the admin at ${site}, or set SITE_URL to the address you use.`
  )
}

/**
 * The admin's server functions (form state, slugs, lists) with the same explanation: Payload
 * 3.90.1 answers them "Unauthorized, you must be logged in to make this request" when it ignored
 * the cookie of a signed-in person because of the page's origin. Their error messages are replaced.
 */
export function explainRefusedOrigin<T>(result: T, headers: Headers, config: SanitizedConfig): T {
  const origin = refusedOrigin(headers, config.csrf, `${config.cookiePrefix}-token`)
  const errors = (result as { errors?: unknown } | null)?.errors
  if (!origin || !Array.isArray(errors)) return result
  const message = originNotAllowed(config.csrf[0], origin)
  return { ...result, errors: errors.map((error) => ({ ...error, message })) }
}

/**
 * True when `/api/<segments>` names no collection or global Payload serves, or asks for the
 * versions of one that keeps none. Payload would crash (500) on a slug inherited from
 * `Object.prototype` (`__proto__`, `constructor`) and on restoring a version that cannot exist.
 */
export function unknownRestRoute(config: SanitizedConfig, segments: readonly string[]): boolean {
  const [first, second, third] = segments
  if (first === undefined) return false
  if (first in Object.prototype) return true
  if (first === 'globals') {
    const global = config.globals.find((each) => each.slug === second)
    return Boolean(global && third === 'versions' && !global.versions)
  }
  const collection = config.collections.find((each) => each.slug === first)
  return Boolean(collection && second === 'versions' && !collection.versions)
}

/**
 * Runs before the import-export plugin's own hook on the exports collection, which crashes (500)
 * on a body without `collectionSlug`: the body must name a collection. (Who may export is checked
 * ahead of it by `checkCreateAccessFirst`.)
 */
export const guardExportCreate: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create') return
  const slug = (args as { data?: { collectionSlug?: unknown } }).data?.collectionSlug
  if (typeof slug !== 'string' || !Object.hasOwn(req.payload.collections, slug)) {
    throw new APIError('Choose a collection to export.', 400, undefined, true)
  }
}
