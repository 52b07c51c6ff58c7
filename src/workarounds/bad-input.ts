/**
 * Which errors are the caller's fault, from what Payload, PostgreSQL and the multipart parser
 * throw: an ID or query value PostgreSQL cannot read (`/api/pages/abc`, `where[id][in]=x`, a NUL
 * byte), `where` that is not an object, a query operator the field does not support, two
 * conditions on fields of one kind of block, a broken multipart upload or `_payload`, a body over a
 * limit, a file to fetch from an address the server may not or cannot reach. Pure, so the logger and Payload's error hook (src/workarounds/errors.ts)
 * share it.
 *
 * Upstream: as for errors.ts (Payload 3.90.1 throws these as plain errors, with no status): remove
 * a case once Payload throws it as an APIError with a 4xx status.
 */
export type Classified = { status: 400 | 404 | 413; message: string }

/** Payload's upload from a URL (`url` and `filename` in the body): an address it refuses to reach. */
const PRIVATE_ADDRESS = /Blocked unsafe attempt to /
/** ... or one it could not fetch the file from. */
const UNFETCHABLE =
  /Failed to fetch (file )?from |External file URLs must use HTTP or HTTPS|Invalid external file URL|Too many redirects|Redirect target is not allowed/
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
  // "operator does not exist" (SQLSTATE 42883): a query operator on a field whose column cannot
  // take it, e.g. `like` on rich text (stored as JSON).
  if (code === '42883') {
    return { status: 400, message: 'A query operator is not supported on that field.' }
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
  if (PRIVATE_ADDRESS.test(message)) {
    return {
      status: 400,
      message: 'That address is private or internal: files are fetched only from public addresses.',
    }
  }
  if (UNFETCHABLE.test(message)) {
    return {
      status: 400,
      message: 'The file could not be fetched from that address: give a public http(s) address.',
    }
  }
  // Conditions on two fields of one kind of block (`layout.heading` and `layout.subheading`): the
  // adapter joins the block's table once per condition under one alias, which the query builder
  // refuses.
  if (/^Alias "[^"]+" is already used in this query$/.test(message)) {
    return {
      status: 400,
      message: 'Filter on one field of a block at a time: this combination cannot be answered.',
    }
  }
  // A query on a path the collection does not have, e.g. `verify` where e-mail verification is off.
  if (/^Cannot find field for path at /.test(message)) {
    return { status: 400, message: 'This operation is not available here.' }
  }
  return undefined
}

type Logger = { info: (entry: object, event: string) => void }
type LogMethod = (this: Logger, ...args: unknown[]) => void

/**
 * A pino `logMethod` hook for the app's logger. Payload 3.90.1 logs every error it answers at
 * error level with its stack unless the error's class name is listed as harmless, and the
 * production build shortens class names, so every refused request (401, 403, 404, 429 ...) was logged as a server
 * error, and so was bad input the afterError hook answers 400 or 413. A 4xx is the caller's doing:
 * it is logged once at info level, its status and message, without a stack. Server errors are
 * logged as before.
 */
export function clientErrorsAtInfo(
  this: Logger,
  args: unknown[],
  method: LogMethod,
  level: number,
): void {
  // Logged as `{ err }`, or as the error itself (Payload's upload processing does so).
  type Logged = { status?: unknown; message?: unknown }
  const error = args[0] instanceof Error ? (args[0] as Logged) : (args[0] as { err?: Logged })?.err
  // Bad input that the afterError hook answers 4xx is logged before the hook runs: classify it.
  const own = typeof error?.status === 'number' && error.status < 500 ? error.status : undefined
  const classified = own === undefined ? classifyBadInput(error) : undefined
  const status = own ?? classified?.status
  if (level > 30 && typeof status === 'number' && status >= 400 && status < 500) {
    // Bad input is logged with its own explanation: the error's message may quote the input.
    const message = classified?.message ?? String(error?.message ?? 'Refused')
    this.info({ status, message }, 'request_refused')
    return
  }
  method.apply(this, args)
}
