/**
 * Payload 3.90.1 answers some bad input as a server error (500) although it is the caller's
 * mistake (src/workarounds/bad-input.ts lists which); its `afterError` hook turns exactly these into 400
 * (413 for a body over a limit, 404 for deleting a preference that is not stored) with a clear
 * JSON message; every other error keeps its status. Also here: the message of a public error that
 * the production bundle loses, REST routes Payload would crash on, and queries and bodies it
 * would crash on.
 *
 * Upstream: no issue is filed for these; each was found by this project's fuzzing. Remove each
 * case once a Payload release answers it with a 4xx of its own: tests/int/upstream.test.ts checks
 * that an unreadable ID still fails as a server error, and flags each new Payload version for a
 * look at the rest (tests/e2e/fuzz.spec.ts tells which still need a guard).
 */
import {
  APIError,
  getLocalizedPaths,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'
import { classifyBadInput, type Classified } from '@workarounds/bad-input'

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

/** Operators that search text, which Payload's PostgreSQL adapter cannot run on a date. */
const TEXT_SEARCH = new Set(['like', 'not_like', 'contains'])

/** Each condition of a `where` as [path, operator, value], through `and` and `or`. */
function* conditions(where: unknown): Generator<[string, string, unknown]> {
  if (!where || typeof where !== 'object') return
  for (const [key, constraint] of Object.entries(where)) {
    if (!constraint || typeof constraint !== 'object') continue
    if (key === 'and' || key === 'or') {
      for (const each of Object.values(constraint)) yield* conditions(each)
    } else {
      for (const [operator, value] of Object.entries(constraint)) yield [key, operator, value]
    }
  }
}

/**
 * The field a `where` path ends on, as Payload resolves it (a version's fields too), and whether
 * the path reaches it through a relationship (in another collection's documents).
 */
function fieldAt(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  path: string,
): (FlattenedField & { throughRelationship?: boolean }) | undefined {
  const resolve = (incomingPath: string) => {
    const hops = getLocalizedPaths({
      payload: req.payload,
      collectionSlug: collection.slug,
      fields: collection.flattenedFields,
      incomingPath,
      locale: req.locale ?? undefined,
      overrideAccess: true,
    })
    const last = hops.at(-1)
    return last?.field && !last.invalid
      ? { ...last.field, throughRelationship: hops.length > 1 }
      : undefined
  }
  return resolve(path) ?? (path.startsWith('version.') ? resolve(path.slice(8)) : undefined)
}

const isReference = (value: unknown) =>
  typeof value === 'object' && value !== null && 'relationTo' in value && 'value' in value
const isList = (value: unknown) =>
  Array.isArray(value) || (typeof value === 'string' && value.includes(','))

/** Why Payload 3.90.1 cannot run this condition (it would fail with a 500), if it cannot. */
function unqueryable(field: FlattenedField, path: string, operator: string, value: unknown) {
  if (field.type === 'blocks') {
    return `${path} holds blocks, which cannot be compared as a whole: query a field inside them, such as ${path}.blockType.`
  }
  if (field.type === 'array' || field.type === 'group') {
    const inner =
      field.flattenedFields.find((each) => each.name !== 'id') ?? field.flattenedFields[0]
    return `${path} holds fields, which cannot be compared as a whole: query one of them, such as ${path}.${inner?.name}.`
  }
  const polymorphic =
    (field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo)
  const leaf = path.split('.').at(-1)
  if (polymorphic && leaf === field.name && !isReference(value)) {
    return `${path} can point to more than one collection: query ${path}.relationTo and ${path}.value.`
  }
  if (
    polymorphic &&
    leaf === 'value' &&
    (operator === 'in' || operator === 'not_in') &&
    !isList(value)
  ) {
    return `${path} ${operator} takes a list of IDs separated by commas; compare a single ID with ${operator === 'in' ? 'equals' : 'not_equals'}.`
  }
  if ((field as { throughRelationship?: boolean }).throughRelationship && 'hasMany' in field) {
    if (field.hasMany && field.type !== 'relationship' && field.type !== 'upload') {
      return `${path} is a list of values in the documents another field points to, which cannot be queried from here: query that collection itself.`
    }
  }
  if (field.type === 'date' && TEXT_SEARCH.has(operator)) {
    return `Dates cannot be searched as text: compare ${path} with equals, greater_than or less_than.`
  }
  return undefined
}

/**
 * Refuses (400, with how to query instead) a `where` that Payload 3.90.1 passes to its PostgreSQL
 * adapter although the adapter cannot build it, and answers 500: blocks, an array or a group
 * compared as a whole, a relationship to several collections compared to a bare ID (or its IDs
 * `in` one ID), a block type that is none of the field's, a date searched as text, a list of
 * values (a hasMany text, number or select) reached through a relationship, a path inside blocks
 * named in more than one condition.
 * Queries the app makes itself (overriding access) are not checked; nor are those of visitors who
 * may not read the collection, whom Payload refuses (403) without learning anything of its fields.
 */
const refuseUnqueryableWhere: CollectionBeforeOperationHook = async ({
  args,
  collection,
  overrideAccess,
  req,
}) => {
  const { where } = args as { where?: unknown }
  if (overrideAccess || !where) return
  if (!req.user && !(await collection.access.read({ req }))) return
  const inBlocksSeen = new Set<string>()
  for (const [path, operator, value] of conditions(where)) {
    const field = fieldAt(req, collection, path)
    const problem =
      (field && unqueryable(field, path, operator, value)) ??
      unknownBlockType(req, collection, path, value) ??
      namedAgainInBlocks(collection, path, inBlocksSeen)
    if (problem) throw new APIError(problem, 400, undefined, true)
  }
}

/**
 * A path inside a blocks field named in more than one condition of one query: Payload's adapter
 * joins the block's table under the same alias for each, and PostgreSQL refuses the query (500).
 */
function namedAgainInBlocks(
  collection: SanitizedCollectionConfig,
  path: string,
  seen: Set<string>,
): string | undefined {
  const [first] = (path.startsWith('version.') ? path.slice(8) : path).split('.')
  const top = collection.flattenedFields.find((field) => field.name === first)
  if (top?.type !== 'blocks' || path === first) return undefined
  if (!seen.has(path)) {
    seen.add(path)
    return undefined
  }
  return `${path} is inside blocks and can be named in only one condition of a query: compare it once, with in and a list of values, instead.`
}

/**
 * `<blocks>.blockType` compared with anything but the field's block types: Payload's adapter looks
 * each value up as a block, and fails (500) on one that is not.
 */
function unknownBlockType(
  req: PayloadRequest,
  collection: SanitizedCollectionConfig,
  path: string,
  value: unknown,
): string | undefined {
  if (!path.endsWith('.blockType')) return undefined
  const blocks = fieldAt(req, collection, path.slice(0, -'.blockType'.length))
  if (blocks?.type !== 'blocks') return undefined
  const types = (blocks.blockReferences ?? blocks.blocks).map((b) =>
    typeof b === 'string' ? b : b.slug,
  )
  // Payload hands the adapter a list only as a list (where[…][in][0]=…), never split at commas.
  const values = Array.isArray(value) ? value : [value]
  if (values.every((each) => typeof each === 'string' && types.includes(each))) return undefined
  return `${path} is the type of a block: compare it with one or more of ${types.join(', ')}.`
}

/**
 * Refuses (400) a create or update without a document: Payload reads a body only as JSON or as
 * multipart form data, leaves any other (url-encoded, text) unread, and then fails (500) on the
 * missing data. A body of JSON that is not an object fails the same way.
 */
const refuseMissingDocument: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  // A signed-out caller may write to no collection over the API: Payload answers its 403 first.
  if (overrideAccess || !req.user || (operation !== 'create' && operation !== 'update')) return
  const { data } = args as { data?: unknown }
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) return
  throw new APIError(
    'The request holds no document: send its fields as a JSON object (Content-Type: application/json) or as multipart/form-data with the fields in _payload.',
    400,
    undefined,
    true,
  )
}

/**
 * The checks above on every collection, Payload's own (document locks, preferences) included:
 * Payload adds those while it sanitizes the config, after every plugin has run, so the checks are
 * set on the sanitized config, before any Payload instance starts from it.
 */
export function withInputChecks(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const hooks = collection.hooks
    hooks.beforeOperation = [
      refuseMissingDocument,
      refuseUnqueryableWhere,
      ...(hooks.beforeOperation ?? []),
    ]
  }
  return config
}
