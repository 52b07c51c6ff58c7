/**
 * Bad input that Payload's REST API answers as a server error (500) is the caller's mistake, not
 * the server's: an ID or query value PostgreSQL cannot read (`/api/pages/abc`, `where[id][in]=x`,
 * a NUL byte), `where` that is not an object, a query operator the field does not support, a broken
 * multipart upload or `_payload`. Payload's `afterError` hook turns exactly these into 400 (413
 * for a body over a limit, 404 for deleting a preference that is not stored) with a clear JSON
 * message; every other error keeps its status.
 */
import {
  APIError,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'
import { log } from './log'

type Classified = { status: 400 | 404 | 413; message: string }

const MULTIPART_TOO_LARGE =
  /^(Multipart limit has been reached|Multipart request size limit has been reached|File size limit has been reached)/
const MULTIPART_MALFORMED =
  /^(Unexpected end of form|Unexpected end of file|Malformed part header|Malformed urlencoded form|Malformed content type|Multipart: Boundary not found|Missing Content-Type|Unsupported content type|Request is not eligible for file upload)/

/** What was wrong with the request, when the error is the request's fault. */
export function classifyBadInput(error: unknown): Classified | undefined {
  if (!(error instanceof Error)) return undefined
  const { message } = error
  // PostgreSQL "data exception" (SQLSTATE class 22): a value of the wrong type, out of range,
  // with a NUL byte or an invalid LIKE escape, which the request put into a query.
  const code = (error.cause as { code?: unknown } | undefined)?.code
  if (typeof code === 'string' && code.startsWith('22')) {
    return { status: 400, message: 'The request holds an ID or a value that is not valid here.' }
  }
  // JSON.parse of a `where` string or of a multipart `_payload` field.
  if (error instanceof SyntaxError) {
    return { status: 400, message: 'The request holds malformed JSON.' }
  }
  if (MULTIPART_TOO_LARGE.test(message)) {
    return { status: 413, message: 'The upload is too large.' }
  }
  if (MULTIPART_MALFORMED.test(message)) {
    return { status: 400, message: 'The request body is not valid form data.' }
  }
  // `near` (and the like) on a field that is not a point: the adapter has no such operator.
  if (error instanceof TypeError && /\boperators\[\w+\] is not a function/.test(message)) {
    return { status: 400, message: 'A query operator is not supported on that field.' }
  }
  // A query on a path the collection does not have, e.g. `verify` where e-mail verification is off.
  if (/^Cannot find field for path at /.test(message)) {
    return { status: 400, message: 'This operation is not available here.' }
  }
  return undefined
}

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
 * Payload `afterError` hook: 400/404/413 with `{ errors: [{ message }] }` for bad input over REST,
 * and the same message and status code in a GraphQL error.
 */
export const badInputIsClientError: AfterErrorHook = ({
  collection,
  error,
  graphqlResult,
  req,
}) => {
  // GraphQL wraps the error the resolver threw.
  const cause = graphqlResult
    ? ((error as { originalError?: unknown }).originalError ?? error)
    : error
  const status = (cause as { status?: number }).status ?? 500
  if (status < 500) return
  const bad = classifyBadInput(cause) ?? missingPreference(cause, req, collection?.slug)
  if (!bad) return
  if (graphqlResult) {
    return {
      graphqlResult: {
        ...graphqlResult,
        message: bad.message,
        extensions: { ...graphqlResult.extensions, statusCode: bad.status },
      },
    }
  }
  return { status: bad.status, response: { errors: [{ message: bad.message }] } }
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not a valid GraphQL request.',
  405: 'Send GraphQL queries with POST.',
  406: 'The GraphQL endpoint answers in JSON only.',
  413: 'The request is too large.',
  415: 'Send the query as JSON (Content-Type: application/json).',
}

/**
 * A failed GraphQL request in GraphQL's error format: `error` is what Payload threw before running
 * the query (bad input is a 4xx, anything else stays a 500), or `response` a 4xx without a body.
 */
export function graphqlErrorResponse(error: unknown, response?: Response): Response {
  let status = response?.status ?? 500
  let message = STATUS_MESSAGES[status] ?? 'The GraphQL request failed.'
  if (error !== undefined) {
    const given = (error as { status?: number }).status
    const bad = classifyBadInput(error)
    if (bad) {
      status = bad.status
      message = bad.message
    } else if (given && given >= 400 && given < 500 && error instanceof Error) {
      status = given
      message = error.message
    } else {
      status = 500
      message = 'Something went wrong.'
      log('error', 'graphql_failed', {
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
  const headers = new Headers(response?.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json; charset=utf-8')
  return new Response(
    JSON.stringify({ errors: [{ message, extensions: { statusCode: status } }] }),
    {
      status,
      headers,
    },
  )
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
