/**
 * Bad input, property-based: fast-check draws hundreds of hostile requests per public endpoint and
 * sends each over real HTTP to the production server. Every one must be answered 4xx with a JSON
 * message, never 5xx, and nothing may be stored. Staff `where` queries (every operator on every
 * kind of field the Payload config has) and odd page, article and share-card paths may also
 * succeed, but are never a 5xx and never logged as an error.
 *
 * The seed is fixed (FUZZ_SEED overrides it) and printed, so a failure can be replayed exactly.
 */
import { test, expect, type APIRequestContext } from '@playwright/test'
import fc from 'fast-check'
import {
  describe as describeRequest,
  errorMessage,
  expectJsonError,
  fuzzParams,
  hostileString,
  jsonOf,
  malformedJson,
  PAYLOADS,
  RUNS,
  SEED,
  send,
  deepJson,
  rawGet,
  serverErrorsFromNow,
  wherePaths,
  wrongContentType,
  wrongType,
  type FuzzRequest,
} from './fuzz-support'
import { COLLECTION_ACCESS, GLOBAL_ACCESS } from '../support/access'
import { adminToken, auth } from './helpers'

test.describe.configure({ mode: 'parallel' })

test.beforeAll(() => {
  console.log(`fuzz: seed ${SEED}, ${RUNS} cases per endpoint (FUZZ_SEED=${SEED} to replay)`)
})

/** Runs one property and records how many cases it tried. */
async function fuzz<T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => Promise<void>) {
  const started = Date.now()
  let cases = 0
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      cases++
      if (process.env.FUZZ_EXPLORE) {
        try {
          await check(value)
        } catch (e) {
          console.log('EXPLORE', String(e).slice(0, 400))
        }
        return
      }
      await check(value)
    }),
    fuzzParams(),
  )
  test.info().annotations.push({
    type: 'fuzz',
    description: `seed ${SEED}: ${cases} cases in ${Date.now() - started} ms`,
  })
  console.log(`${test.info().title}: ${cases} cases in ${Date.now() - started} ms`)
}

/** The common property: every generated request is answered 4xx with a JSON message. */
function everyAnswerIsJsonError(request: APIRequestContext, cases: fc.Arbitrary<FuzzRequest>) {
  return fuzz(cases, async (req) => {
    await expectJsonError(await send(request, req), req)
  })
}

const json = { 'content-type': 'application/json' }
/** A POST of `body` to `path`, as JSON unless other headers are given. */
const jsonPost =
  (path: string) =>
  (body: string, headers: Record<string, string> = json): FuzzRequest => ({
    method: 'POST',
    path,
    headers,
    body,
  })
const post = jsonPost('/api/onboarding')
const voice = jsonPost('/api/voice')

/** Marks every document body the fuzz sends, to prove afterwards that none was stored. */
const MARKER = `fuzz${SEED}z${Date.now().toString(36)}`
const markerFields = {
  title: MARKER,
  slug: MARKER,
  name: MARKER,
  email: `${MARKER}@fuzz.example`,
  heading: MARKER,
  question: MARKER,
  key: MARKER,
  label: MARKER,
  quote: MARKER,
  alt: MARKER,
  companyName: MARKER,
  submissionId: crypto.randomUUID(),
}

/** Every collection and global of the config: the access table covers exactly those. */
const COLLECTIONS = Object.keys(COLLECTION_ACCESS) as Array<keyof typeof COLLECTION_ACCESS>
const GLOBALS = Object.keys(GLOBAL_ACCESS)

/** The collections an admin may read whose documents carry `updatedAt`, as the config has them. */
const datedCollections = () =>
  wherePaths()
    .collections.filter(
      ({ slug, paths }) =>
        COLLECTION_ACCESS[slug as keyof typeof COLLECTION_ACCESS]?.read.includes('admin') &&
        paths.some(({ path }) => path === 'updatedAt'),
    )
    .map(({ slug }) => slug)

/**
 * Nothing the fuzz sent was stored: no document created or changed since `started` carries the
 * marker, in any collection an admin reads, and no global does.
 */
async function expectNothingStoredSince(
  request: APIRequestContext,
  started: string,
  collections: readonly string[] = datedCollections(),
) {
  const headers = auth(await adminToken())
  for (const slug of collections) {
    const res = await request.get(
      `/api/${slug}?where[updatedAt][greater_than_equal]=${encodeURIComponent(started)}&limit=1000&depth=0&trash=true&draft=true`,
      { headers },
    )
    expect(res.status(), slug).toBe(200)
    const { docs } = (await res.json()) as { docs: unknown[] }
    const marked = docs.filter((doc) => JSON.stringify(doc).includes(MARKER))
    expect(marked, `${slug} documents stored by the fuzz`).toEqual([])
  }
  for (const slug of GLOBALS) {
    const res = await request.get(`/api/globals/${slug}?depth=0&draft=true`, { headers })
    expect(JSON.stringify(await res.json())).not.toContain(MARKER)
  }
}

// ---------------------------------------------------------------------------------------------
// POST /api/onboarding

/** A submission the server accepts; every case below breaks it in at least one way. */
function validSubmission(): Record<string, unknown> {
  return {
    submissionId: crypto.randomUUID(),
    variant: 'full',
    name: `Jane ${MARKER}`,
    email: 'jane@acme-widgets.example',
    company: MARKER,
    role: MARKER,
    phone: '+44 20 7946 0958',
    companyName: MARKER,
    companyWebsite: 'acme-widgets.example',
    offeringSummary: MARKER,
    icps: [{ jobTitles: ['Operations Director'], companySize: ['51-200'] }],
  }
}

const notAString = wrongType.filter((value) => typeof value !== 'string')
const tooLong = (max: number) =>
  fc
    .tuple(fc.constantFrom('x', 'é', '<', "'", '😀'), fc.integer({ min: 1, max: 2000 }))
    .map(([unit, extra]) => unit.repeat(max + extra))
const blank = fc.constantFrom('', ' ', '\t\n', '\u00a0\u3000')

/** For each field, values that can never pass. */
const invalidValue: Record<string, fc.Arbitrary<unknown>> = {
  submissionId: fc.oneof(notAString, hostileString),
  variant: fc.oneof(wrongType, fc.constantFrom('FULL', 'quick ', 'demo')),
  name: fc.oneof(notAString, blank, tooLong(200)),
  email: fc.oneof(
    notAString,
    blank,
    hostileString.map((text) => text.replaceAll('@', '')),
    tooLong(254).map((text) => `${text}@example.com`),
  ),
  company: fc.oneof(notAString, blank, tooLong(200)),
  role: fc.oneof(notAString, blank, tooLong(200)),
  phone: fc.oneof(
    notAString,
    hostileString.filter((text) => /[^\d\s().\-/+x]/i.test(text) && text.trim() !== ''),
    tooLong(40),
  ),
  companyName: fc.oneof(notAString, blank, tooLong(200)),
  companyWebsite: fc.oneof(
    notAString,
    blank,
    fc.constantFrom(
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://localhost',
      'https://user:pass@example.com',
      'ftp://example.com',
      'exa mple.com',
      '<script>.com',
    ),
  ),
  offeringSummary: fc.oneof(notAString, blank, tooLong(5000)),
  coreProducts: fc.oneof(notAString, tooLong(5000)),
  transformation: fc.oneof(notAString, tooLong(5000)),
  offer: fc.oneof(
    notAString.filter((value) => value !== null),
    hostileString.filter((text) => !/^[\w-]*$/.test(text.trim())),
    tooLong(50),
  ),
  icps: fc.oneof(
    wrongType.filter((value) => !Array.isArray(value)),
    fc.constant([]),
    fc.constant(Array.from({ length: 11 }, () => ({ jobTitles: ['CEO'] }))),
    fc.constant([{ jobTitles: [] }]),
    fc.constant([{ jobTitles: ['  '] }]),
    hostileString.map((text) => [{ jobTitles: ['CEO'], companySize: [`${text}?`] }]),
    hostileString.map((text) => [{ jobTitles: ['CEO'], industry: [`nope ${text}`] }]),
    notAString.map((value) => [{ jobTitles: [value] }]),
    tooLong(200).map((text) => [{ jobTitles: [text] }]),
  ),
  linkedinCredentials: fc.oneof(
    fc.constantFrom('true', 'false', 1, 0, 'on', [], {}),
    hostileString,
  ),
}

/** A valid submission broken in one or more fields, with hostile extra fields. */
const brokenSubmission = fc
  .tuple(
    fc.uniqueArray(fc.constantFrom(...Object.keys(invalidValue)), { minLength: 1, maxLength: 3 }),
    fc.dictionary(hostileString, wrongType, { maxKeys: 3 }),
    fc.dictionary(fc.constantFrom('credibility', 'leadTowards', 'locations'), hostileString, {
      maxKeys: 2,
    }),
  )
  .chain(([fields, extra, hostileButValid]) =>
    fc.tuple(...fields.map((field) => invalidValue[field]!)).map((values) => {
      const body: Record<string, unknown> = { ...extra, ...validSubmission() }
      for (const [key, value] of Object.entries(hostileButValid)) {
        if (typeof body[key] === 'undefined') body[key] = value
      }
      fields.forEach((field, i) => (body[field] = values[i]))
      return body
    }),
  )

const onboardingCase: fc.Arbitrary<FuzzRequest> = fc.oneof(
  { arbitrary: brokenSubmission.map((body) => post(JSON.stringify(body))), weight: 10 },
  {
    arbitrary: brokenSubmission
      .map((body) => JSON.stringify(body))
      .map((text) => post(text.replace('{', '{"__proto__":{"admin":true},'))),
    weight: 1,
  },
  { arbitrary: malformedJson.map((text) => post(text)), weight: 3 },
  { arbitrary: deepJson.map((text) => post(text)), weight: 1 },
  {
    // A deep value inside an otherwise broken submission.
    arbitrary: deepJson.map((deep) =>
      post(JSON.stringify({ ...validSubmission(), icps: 'x' }).replace('"x"', deep)),
    ),
    weight: 1,
  },
  {
    // Not an object at all.
    arbitrary: fc.oneof(wrongType, fc.jsonValue()).map((value) => post(JSON.stringify(value))),
    weight: 2,
  },
  {
    // A valid submission, sent as something other than JSON.
    arbitrary: wrongContentType.map((type) =>
      post(JSON.stringify(validSubmission()), { 'content-type': type }),
    ),
    weight: 2,
  },
  {
    // Over the 256 KB limit, declared honestly: 413.
    arbitrary: fc
      .integer({ min: 256 * 1024 + 1, max: 600 * 1024 })
      .map((size) =>
        post(JSON.stringify({ ...validSubmission(), coreProducts: 'x'.repeat(size) })),
      ),
    weight: 1,
  },
)

test('POST /api/onboarding: every malformed, mistyped, oversized or hostile submission is a 4xx with a message and stores nothing', async ({
  request,
}) => {
  test.slow()
  const started = new Date(Date.now() - 1000).toISOString()
  await everyAnswerIsJsonError(request, onboardingCase)
  await expectNothingStoredSince(request, started, ['onboarding-submissions'])
})

// ---------------------------------------------------------------------------------------------
// POST /api/voice

const webmMagic = Buffer.from([0x1a, 0x45, 0xdf, 0xa3])
const notWebm = fc
  .uint8Array({ minLength: 1, maxLength: 400 })
  .filter((bytes) => !Buffer.from(bytes.subarray(0, 4)).equals(webmMagic))
  .map((bytes) => Buffer.from(bytes).toString('base64'))

const voiceCase: fc.Arbitrary<FuzzRequest> = fc.oneof(
  { arbitrary: malformedJson.map((text) => voice(text)), weight: 3 },
  { arbitrary: deepJson.map((text) => voice(text)), weight: 1 },
  {
    arbitrary: fc.oneof(wrongType, fc.jsonValue()).map((value) => voice(JSON.stringify(value))),
    weight: 2,
  },
  {
    arbitrary: notAString.map((audio) => voice(JSON.stringify({ audio }))),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(notWebm, fc.dictionary(hostileString, wrongType, { minKeys: 1, maxKeys: 3 }))
      .filter(([, extra]) => Object.keys(extra).some((key) => key !== 'audio'))
      .map(([audio, extra]) => voice(JSON.stringify({ ...extra, audio }))),
    weight: 2,
  },
  {
    // Not base64 (or base64 of nothing).
    arbitrary: fc
      .oneof(hostileString, fc.constantFrom('', '====', '!!!!', 'GkXfow==\n', 'GkXf ow=='))
      .filter((text) => !/^[A-Za-z0-9+/]+={0,2}$/.test(text))
      .map((audio) => voice(JSON.stringify({ audio }))),
    weight: 3,
  },
  { arbitrary: notWebm.map((audio) => voice(JSON.stringify({ audio }))), weight: 3 },
  {
    arbitrary: wrongContentType.map((type) =>
      voice(JSON.stringify({ audio: webmMagic.toString('base64') }), { 'content-type': type }),
    ),
    weight: 2,
  },
  {
    // Over the 3 MB limit: 413.
    arbitrary: fc
      .integer({ min: 3 * 1024 * 1024 + 2048, max: 4 * 1024 * 1024 })
      .map((size) => voice(JSON.stringify({ audio: 'A'.repeat(size) }))),
    weight: 1,
  },
)

test('POST /api/voice: every malformed, mistyped, oversized or non-WebM recording is a 4xx with a message', async ({
  request,
}) => {
  test.slow()
  await everyAnswerIsJsonError(request, voiceCase)
})

// ---------------------------------------------------------------------------------------------
// /next/preview and /next/revalidate

/** Printable ASCII (what a header can carry), from empty to long. */
const headerText = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 120 }),
  fc.constantFrom('null', 'undefined', '[object Object]', "' OR '1'='1", '<script>'),
)
/** A JWT-shaped token that Payload did not sign. */
const forgedJwt = fc
  .tuple(fc.jsonValue(), fc.jsonValue(), fc.uint8Array({ maxLength: 40 }))
  .map(([head, body, sig]) =>
    [
      Buffer.from(JSON.stringify(head)).toString('base64url'),
      Buffer.from(JSON.stringify(body)).toString('base64url'),
      Buffer.from(sig).toString('base64url'),
    ].join('.'),
  )
const anonymousCredentials: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constant({}),
  fc.oneof(headerText, forgedJwt).map((token) => ({ authorization: `JWT ${token}` })),
  headerText.map((token) => ({ authorization: `Bearer ${token}` })),
  headerText.map((key) => ({ authorization: `users API-Key ${key}` })),
  fc
    .oneof(headerText, forgedJwt)
    .map((token) => ({ cookie: `payload-token=${encodeURIComponent(token)}` })),
)

const previewCase: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.oneof(
      // Up to ~12 KB once encoded: Node refuses a request line over 16 KB (431) before the app.
      hostileString.map((text) => text.slice(0, 1000)),
      hostileString.map((text) => `/${text.slice(0, 1000)}`),
      fc.constantFrom('//evil.example', '/\\evil.example', 'https://evil.example', '/%0d%0a'),
    ),
    fc.boolean(),
    anonymousCredentials,
  )
  .map(([path, withPath, headers]) => ({
    method: 'GET',
    path: withPath ? `/next/preview?path=${encodeURIComponent(path)}` : '/next/preview',
    headers,
  }))

test('GET /next/preview: any path with no or forged credentials is a 4xx with a message, never a draft', async ({
  request,
}) => {
  test.slow()
  await fuzz(previewCase, async (req) => {
    const res = await send(request, req)
    await expectJsonError(res, req)
    if (res.headers()['set-cookie']?.includes('__prerender_bypass')) {
      throw new Error(`draft mode enabled for ${describeRequest(req)}`)
    }
  })
})

/** Whether a Location header leads to this site (false for another origin or no valid URL). */
function sameOrigin(location: string, site: string): boolean {
  try {
    return new URL(location, site).origin === site
  } catch {
    return false
  }
}

test('GET /next/preview as an editor: any path either redirects within this site or is a 4xx with a message', async ({
  request,
  baseURL,
}) => {
  test.slow()
  const site = new URL(baseURL!).origin
  const editor = { authorization: `JWT ${await adminToken()}` }
  const path = fc.oneof(
    hostileString.map((text) => text.slice(0, 1000)),
    hostileString.map((text) => `/${text.slice(0, 1000)}`),
    fc.constantFrom(
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/%2F/evil.example',
      '/\t/evil.example',
      'https://evil.example',
      '/blog?x=1#y',
    ),
  )
  await fuzz(path, async (target) => {
    const req = {
      method: 'GET',
      path: `/next/preview?path=${encodeURIComponent(target)}`,
      headers: editor,
    }
    const res = await send(request, req)
    if (res.status() >= 300 && res.status() < 400) {
      if (sameOrigin(res.headers().location ?? '', site) === false) {
        throw new Error(`redirected to ${res.headers().location} for ${describeRequest(req)}`)
      }
    } else {
      await expectJsonError(res, req)
    }
  })
})

const revalidateCase: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.option(headerText, { nil: undefined }),
    fc.oneof(
      malformedJson,
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.array(hostileString, { maxLength: 5 }).map((paths) => JSON.stringify({ paths })),
    ),
    fc.constantFrom('application/json', 'text/plain'),
  )
  .map(([token, body, type]) => ({
    method: 'POST',
    path: '/next/revalidate',
    headers: {
      'content-type': type,
      ...(token === undefined ? {} : { 'x-revalidate-token': token }),
    },
    body,
  }))

test('POST /next/revalidate: without the server token every request is a 4xx with a message', async ({
  request,
}) => {
  test.slow()
  await everyAnswerIsJsonError(request, revalidateCase)
})

// ---------------------------------------------------------------------------------------------
// Payload REST API, anonymous

const slugs = fc.constantFrom(...COLLECTIONS, 'nope')
const idSegment = fc.oneof(
  fc.integer({ min: -3, max: 40 }).map(String),
  fc.constantFrom('99999999999999999999', '1e3', '0x1f', 'NaN', '-0', '1.5', 'null', 'me', 'count'),
  hostileString.filter((text) => text !== '').map((text) => encodeURIComponent(text.slice(0, 300))),
)
const authOperation = fc.constantFrom(
  'login',
  'logout',
  'me',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'first-register',
  'init',
  'access',
)
const restPath = fc.oneof(
  { arbitrary: slugs.map((slug) => `/api/${slug}`), weight: 4 },
  { arbitrary: fc.tuple(slugs, idSegment).map(([s, id]) => `/api/${s}/${id}`), weight: 4 },
  { arbitrary: slugs.map((slug) => `/api/${slug}/versions`), weight: 1 },
  {
    arbitrary: fc.tuple(slugs, idSegment).map(([s, id]) => `/api/${s}/versions/${id}`),
    weight: 1,
  },
  { arbitrary: slugs.map((slug) => `/api/${slug}/count`), weight: 1 },
  { arbitrary: idSegment.map((id) => `/api/onboarding-submissions/${id}/brief`), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...GLOBALS, 'nope'), fc.constantFrom('', '/versions', '/versions/1'))
      .map(([slug, rest]) => `/api/globals/${slug}${rest}`),
    weight: 2,
  },
  { arbitrary: authOperation.map((op) => `/api/users/${op}`), weight: 4 },
  { arbitrary: idSegment.map((token) => `/api/users/verify/${token}`), weight: 1 },
  { arbitrary: fc.constant('/api/access'), weight: 1 },
  { arbitrary: idSegment.map((segment) => `/api/${segment}`), weight: 1 },
)

const fieldName = fc.oneof(
  fc.constantFrom(
    'id',
    'title',
    'slug',
    '_status',
    'createdAt',
    'updatedAt',
    'email',
    'hash',
    'salt',
    'resetPasswordToken',
    'role',
    'layout.heading',
    'author.name',
    'nope',
    '__proto__',
    'constructor',
  ),
  hostileString.map((text) => text.slice(0, 100)),
)
const operator = fc.constantFrom(
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'like',
  'not_like',
  'contains',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'near',
  'within',
  'intersects',
  'nope',
)
const queryValue = fc.oneof(
  hostileString.map((text) => text.slice(0, 200)),
  fc.integer().map(String),
  fc.constantFrom('99999999999999999999', '1,2', '1,2,3,4', 'true', 'false', '', '%', '_', '\\'),
)
const queryParam = fc.oneof<fc.Arbitrary<[string, string]>[]>(
  fc.tuple(fieldName, operator, queryValue).map(([f, op, v]) => [`where[${f}][${op}]`, v]),
  fc
    .tuple(fc.constantFrom('or', 'and'), fc.nat(3), fieldName, operator, queryValue)
    .map(([join, i, f, op, v]) => [`where[${join}][${i}][${f}][${op}]`, v]),
  queryValue.map((v) => ['where', v]),
  fc
    .tuple(
      fc.constantFrom(
        'depth',
        'limit',
        'page',
        'sort',
        'locale',
        'fallback-locale',
        'draft',
        'trash',
        'pagination',
        'autosave',
        'overrideLock',
        'publishSpecificLocale',
      ),
      queryValue,
    )
    .map(([key, v]) => [key, v]),
  fc
    .tuple(fc.constantFrom('select', 'populate', 'joins'), fieldName, queryValue)
    .map(([key, f, v]) => [`${key}[${f}]`, v]),
)
const queryString = fc
  .array(queryParam, { maxLength: 4 })
  .map((params) =>
    params.length
      ? `?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
      : '',
  )

/** A document body: marked fields plus hostile ones, some of the wrong type. */
const documentBody = fc
  .tuple(
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('password', 'role', 'layout', 'body', '_status', 'id', 'hash', 'salt'),
        hostileString.map((text) => text.slice(0, 50)),
      ),
      wrongType,
      { maxKeys: 5 },
    ),
    fc.constantFrom(
      {},
      { password: 'fuzz-password-42', role: 'admin' },
      { layout: [{ blockType: 'hero', heading: PAYLOADS[0] }], _status: 'published' },
    ),
  )
  .map(([hostile, shaped]) => ({ ...hostile, ...shaped, ...markerFields }))

const restBody: fc.Arbitrary<{ body?: string; type?: string }> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 1 },
  {
    arbitrary: documentBody.map((doc) => ({ body: JSON.stringify(doc), type: 'application/json' })),
    weight: 5,
  },
  {
    arbitrary: malformedJson.map((body) => ({ body, type: 'application/json' })),
    weight: 3,
  },
  {
    arbitrary: deepJson.map((deep) => ({
      body: JSON.stringify({ ...markerFields, layout: 'x' }).replace('"x"', deep),
      type: 'application/json',
    })),
    weight: 1,
  },
  {
    arbitrary: fc
      .oneof(wrongType, fc.jsonValue())
      .map((value) => ({ body: JSON.stringify(value), type: 'application/json' })),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(documentBody, wrongContentType)
      .map(([doc, type]) => ({ body: JSON.stringify(doc), type })),
    weight: 1,
  },
  {
    // Form data: cut short, with a broken `_payload`, or with a file that is not an image.
    arbitrary: fc
      .tuple(
        fc.oneof(
          malformedJson,
          documentBody.map((doc) => JSON.stringify(doc)),
        ),
        fc.nat(3),
      )
      .map(([payload, shape]) => {
        const parts = [
          `--fuzz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${payload}\r\n`,
          `--fuzz\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n<svg onload=alert(1)>\r\n`,
        ]
        const body = [
          parts[0],
          parts.join(''),
          `${parts.join('')}--fuzz--\r\n`,
          `--fuzz\r\nContent-Disp`,
        ][shape]!
        return { body, type: 'multipart/form-data; boundary=fuzz' }
      }),
    weight: 2,
  },
  {
    arbitrary: fc.integer({ min: 300_000, max: 2_000_000 }).map((size) => ({
      body: JSON.stringify({ ...markerFields, title: 'x'.repeat(size) }),
      type: 'application/json',
    })),
    weight: 1,
  },
)

const restCase: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom('GET', 'GET', 'POST', 'POST', 'PATCH', 'PUT', 'DELETE'),
    restPath,
    queryString,
    restBody,
    anonymousCredentials,
  )
  .map(([method, path, query, { body, type }, credentials]) => {
    const writes = method !== 'GET' && method !== 'DELETE'
    return {
      method,
      path: `${path}${query}`,
      headers: { ...credentials, ...(writes && type ? { 'content-type': type } : {}) },
      body: writes ? body : undefined,
    }
  })

/** Anonymous requests that may succeed without changing anything stored. */
function mayAnswer2xx(req: FuzzRequest): boolean {
  if (req.method === 'GET') return true
  // A reset link is e-mailed only to an existing account (none of these is one); the answer is
  // the same either way, so it gives nothing away. `access` reports the caller's permissions.
  return /^\/api\/(users\/)?(forgot-password|access)(\?|$)/.test(req.path)
}

test('Payload REST API: anonymous requests with hostile paths, queries, bodies and tokens are never a 5xx, writes are refused with a message and nothing is stored', async ({
  request,
}) => {
  test.slow()
  const started = new Date(Date.now() - 1000).toISOString()
  await fuzz(restCase, async (req) => {
    const res = await send(request, req)
    const status = res.status()
    const body = await jsonOf(res, req)
    if (status >= 500 || (status >= 400 && !errorMessage(body))) {
      throw new Error(`${status} ${JSON.stringify(body).slice(0, 300)} for ${describeRequest(req)}`)
    }
    if (status < 400 && !mayAnswer2xx(req)) {
      throw new Error(`anonymous ${req.method} answered ${status} for ${describeRequest(req)}`)
    }
  })
  await expectNothingStoredSince(request, started)
})

// ---------------------------------------------------------------------------------------------
// `where` over REST as staff, on every field of every collection

/** The first path of each kind: one query per kind of field reaches every way Payload builds SQL. */
function oneOfEachKind<T extends { kind: string }>(paths: T[]): T[] {
  const first = new Map<string, T>()
  for (const path of paths) if (!first.has(path.kind)) first.set(path.kind, path)
  return [...first.values()]
}

/** Runs `check` on every item, a few at a time. */
async function inBatches<T>(items: T[], size: number, check: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(check))
  }
}

/** Field kinds the config must keep offering the fuzz, so every kind of query stays covered. */
const FIELD_KINDS = [
  'text',
  'number',
  'date',
  'checkbox',
  'select',
  'relationship',
  'upload',
  'blocks',
  'array',
  'group',
  'json',
  'richText',
  'relationship (polymorphic)',
]

test('REST `where` as staff: every operator on every kind of field of every collection (nested, in blocks, through relationships) is answered below 500 with a message, and none is logged as an error', async ({
  request,
}) => {
  // Some 9,000 queries: three to four minutes on the test machine, and the deadline leaves room for
  // one three times slower.
  test.setTimeout(900_000)
  const { operators, collections } = wherePaths()
  const kinds = new Set(collections.flatMap(({ paths }) => paths.map(({ kind }) => kind)))
  expect(
    [...FIELD_KINDS.filter((kind) => !kinds.has(kind))],
    'field kinds in no collection',
  ).toEqual([])
  expect([...kinds].some((kind) => kind.startsWith('in '))).toBe(true)
  expect([...kinds].some((kind) => kind.startsWith('via '))).toBe(true)

  const errors = serverErrorsFromNow()
  const headers = auth(await adminToken())
  type Condition = { path: string; operator: string; value: string; join: string }
  const query = (slug: string, conditions: Condition[]): FuzzRequest => ({
    method: 'GET',
    path: `/api/${slug}?${conditions
      .map(({ path, operator, value, join }, i) => {
        const key = join
          ? `where[${join}][${i}][${path}][${operator}]`
          : `where[${path}][${operator}]`
        return `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
      })
      .join('&')}&depth=0&limit=1`,
    headers,
  })
  const answeredBelow500 = async (req: FuzzRequest) => {
    const res = await send(request, req)
    const body = await jsonOf(res, req)
    if (res.status() >= 500 || (res.status() >= 400 && !errorMessage(body))) {
      throw new Error(
        `${res.status()} ${JSON.stringify(body).slice(0, 300)} for ${describeRequest(req)}`,
      )
    }
  }

  // Every operator on one path of each kind in each collection, with a word and a number.
  const sweep = collections.flatMap(({ slug, paths }) =>
    oneOfEachKind(paths).flatMap(({ path }) =>
      operators.flatMap((operator) =>
        ['x', '1'].map((value) => query(slug, [{ path, operator, value, join: '' }])),
      ),
    ),
  )
  await inBatches(sweep, 6, answeredBelow500)

  // Then any path, hostile values, several conditions joined by and/or.
  const condition = (paths: { path: string }[]) =>
    fc.record({
      path: fc.constantFrom(...paths.map(({ path }) => path)),
      operator: fc.constantFrom(...operators),
      value: queryValue,
      join: fc.constantFrom('', 'and', 'or'),
    })
  const cases = fc
    .constantFrom(...collections)
    .chain(({ slug, paths }) =>
      fc.array(condition(paths), { minLength: 1, maxLength: 3 }).map((each) => query(slug, each)),
    )
  await fuzz(cases, answeredBelow500)
  expect(errors(), 'error-level lines in the server log').toEqual([])
})

// ---------------------------------------------------------------------------------------------
// Paths of pages, articles and share cards

/** Path segments that have broken routes before: percent signs decoded twice, NUL, dot segments, length. */
const PATH_SHAPES = [
  '%25',
  '%2525',
  '%252525',
  'a%25b',
  '%25zz',
  '%00',
  '%2500',
  '.',
  '..',
  '%2e',
  '%2e%2e',
  '%2E%2E%2Fetc%2Fpasswd',
  '..%2f..%2f',
  'a'.repeat(3000),
  '%25'.repeat(1500),
]
const ROUTES = [
  '/',
  '/x/',
  '/blog/',
  '/blog/category/',
  '/og/',
  '/og/x/',
  '/og/blog/',
  '/og/blog/category/',
]

test('page, article and share-card paths with %25, %2525, %00, dot segments or overlong segments are answered below 500, and none is logged as an error', async () => {
  test.slow()
  const errors = serverErrorsFromNow()
  const answeredBelow500 = async (path: string) => {
    const { status, body } = await rawGet(path)
    if (status >= 500)
      throw new Error(`${status} for GET ${path.slice(0, 300)}: ${body.slice(0, 200)}`)
  }
  for (const route of ROUTES) {
    await inBatches(
      PATH_SHAPES.map((shape) => `${route}${shape}`),
      4,
      answeredBelow500,
    )
  }
  const segment = fc.oneof(
    fc.constantFrom(...PATH_SHAPES),
    hostileString.map((text) => encodeURIComponent(Array.from(text).slice(0, 100).join(''))),
  )
  const paths = fc
    .tuple(
      fc.constantFrom(...ROUTES),
      fc.array(segment, { minLength: 1, maxLength: 3 }),
      fc.boolean(),
    )
    .map(([route, segments, joined]) => `${route}${segments.join(joined ? '/' : '')}`)
  await fuzz(paths, answeredBelow500)
  expect(errors(), 'error-level lines in the server log').toEqual([])
})
