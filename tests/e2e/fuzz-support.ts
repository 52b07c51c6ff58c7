/**
 * Shared pieces of the fuzz suites (fuzz*.spec.ts): the seed, the hostile inputs fast-check draws
 * from, one way to send a generated request, and the checks every answer must pass.
 *
 * Reproduce a failure with the seed the run printed: `FUZZ_SEED=<seed> npm run test:e2e -- tests/e2e/fuzz.spec.ts`.
 * `FUZZ_RUNS` raises (or lowers) the number of cases per endpoint (at least 500 in CI).
 * `FUZZ_EXPLORE=1` logs every failing case (lines starting `EXPLORE`) instead of stopping at the
 * first, to see all the failures of a run at once; the tests then pass, so never set it in CI.
 */
import fs from 'node:fs'
import http from 'node:http'
import { type APIRequestContext, type APIResponse } from '@playwright/test'
import fc from 'fast-check'
import type { WherePaths } from '../../scripts/where-paths'
import { fromConfig } from '../support/config-child'

export const SEED = Number(process.env.FUZZ_SEED ?? 20261122)
export const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 500))

/** fast-check settings for one endpoint: the fixed (or given) seed and no time-based shrinking. */
export function fuzzParams(numRuns = RUNS): fc.Parameters<unknown> {
  return { seed: SEED, numRuns, endOnFailure: false, verbose: 1 }
}

// ---------------------------------------------------------------------------------------------
// Hostile text

/** Markup, script, SQL, template, path and header payloads, and awkward Unicode. */
export const PAYLOADS = [
  '<script>window.__fuzzed=1</script>',
  '<img src=x onerror="window.__fuzzed=1">',
  '"><svg onload=window.__fuzzed=1>',
  "javascript:alert('x')",
  "' OR '1'='1",
  "'; DROP TABLE pages; --",
  '" OR 1=1 --',
  "1' UNION SELECT password FROM users --",
  '$1; SELECT pg_sleep(5)',
  '%27%20OR%201%3D1',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '\\u0000',
  '\u0000',
  '\u0000\u0001\u0007\b\t\n\v\f\r\u001b[31m',
  '\u202e\u200b\u200d\ufeff',
  '\r\nSet-Cookie: fuzzed=1',
  '\r\nBcc: fuzzed@evil.example',
  'Ω≈ç√∫˜µ≤≥÷ 田中さん 👩‍👩‍👧‍👦 🇬🇧 مرحبا',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͈̣̭',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9999999999999999999999999',
  '[object Object]',
  '%s%n%x%d',
  '*',
  '',
  ' ',
]

const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  maxLength: 20,
})

/** Anything a visitor (or an attacker) could type, from plain to hostile, sometimes huge. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...PAYLOADS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: controlChars, weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...PAYLOADS), fc.string(), fc.constantFrom(...PAYLOADS))
      .map((parts) => parts.join('')),
    weight: 2,
  },
  {
    // Longer than any field allows (and than some bodies allow).
    arbitrary: fc
      .tuple(fc.constantFrom('A', 'é', '😀', '<', "'"), fc.integer({ min: 201, max: 70_000 }))
      .map(([unit, n]) => unit.repeat(n)),
    weight: 1,
  },
)

/** A JSON value of the wrong kind for almost any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.constant({ $ne: null }),
  fc.constant({ equals: 'x' }),
  hostileString,
)

/** Bodies that are not JSON at all, or JSON cut short. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '[1,2',
    'nul',
    'undefined',
    'NaN',
    '{"a":1}}',
    '\u0000',
    '\ufeff{"a":1',
    '{"__proto__":',
    '<xml/>',
    'a=1&b=2',
  ),
  fc
    .jsonValue()
    .map((value) => JSON.stringify(value))
    .filter((text) => text.length > 1)
    .chain((text) => fc.integer({ min: 1, max: text.length - 1 }).map((cut) => text.slice(0, cut)))
    .filter(isNotJson),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }).filter(isNotJson),
)

/** Valid JSON nested thousands of levels deep (arrays or objects), as text. */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 500, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  )

function isNotJson(text: string): boolean {
  try {
    JSON.parse(text)
    return false
  } catch {
    return true
  }
}

export const wrongContentType = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/jsonp',
  'json',
  'image/png',
)

// ---------------------------------------------------------------------------------------------
// Sending and checking

export type FuzzRequest = {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
}

let client = 0
/**
 * A different X-Forwarded-For per request, so the per-client rate limits (which the abuse tests
 * cover) never answer for the inputs under test.
 */
function freshClient(): string {
  client++
  return `198.18.${(client >> 8) & 255}.${client & 255}`
}

export async function send(request: APIRequestContext, req: FuzzRequest): Promise<APIResponse> {
  return request.fetch(req.path, {
    method: req.method,
    headers: { 'x-forwarded-for': freshClient(), ...req.headers },
    // A Buffer goes out byte for byte (Playwright would JSON-encode a string that is not JSON).
    data: req.body === undefined ? undefined : Buffer.from(req.body),
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 20_000,
  })
}

/** A short, printable description of a request for failure messages. */
export function describe(req: FuzzRequest): string {
  const body =
    req.body === undefined
      ? ''
      : ` body(${req.body.length}): ${JSON.stringify(String(req.body).slice(0, 300))}`
  return `${req.method} ${req.path.slice(0, 400)} ${JSON.stringify(req.headers ?? {})}${body}`
}

/** The message of a JSON error answer: `{ message }` (our routes) or `{ errors: [{ message }] }` (Payload). */
export function errorMessage(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined
  const body = json as { message?: unknown; errors?: Array<{ message?: unknown }> }
  if (typeof body.message === 'string' && body.message) return body.message
  const first = body.errors?.[0]?.message
  return typeof first === 'string' && first ? first : undefined
}

/** Parses a response as JSON, or fails with the request that produced something else. */
export async function jsonOf(res: APIResponse, req: FuzzRequest): Promise<unknown> {
  const text = await res.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new Error(`${res.status()} not JSON for ${describe(req)}: ${text.slice(0, 300)}`)
  }
}

/** 4xx with a JSON body carrying a message. */
export async function expectJsonError(res: APIResponse, req: FuzzRequest): Promise<void> {
  const status = res.status()
  const json = await jsonOf(res, req)
  if (status < 400 || status >= 500 || !errorMessage(json)) {
    throw new Error(`${status} ${JSON.stringify(json).slice(0, 300)} for ${describe(req)}`)
  }
}

// ---------------------------------------------------------------------------------------------
// What the Payload config says can be queried

let paths: WherePaths | undefined
/**
 * Every path a `where` can name in every collection, with its kind, and every query operator, as
 * scripts/where-paths.ts reads them from the Payload config (in a child process, as the server
 * loads the config; a child that stalls while loading its modules is tried again).
 */
export function wherePaths(): WherePaths {
  return (paths ??= fromConfig<WherePaths>('scripts/where-paths.ts'))
}

// ---------------------------------------------------------------------------------------------
// The server log

/** An error-level line: JSON at level error or fatal, or an error Next.js reports itself (`⨯ …`). */
function isErrorLine(line: string): boolean {
  if (!line.startsWith('{')) return /^\s*⨯|^\s*\w*Error\b/.test(line)
  try {
    const { level } = JSON.parse(line) as { level?: unknown }
    return level === 'error' || level === 'fatal' || (typeof level === 'number' && level >= 50)
  } catch {
    return false
  }
}

/** The server log's error-level lines written after this call (E2E_SERVER_LOG). */
export function serverErrorsFromNow(): () => string[] {
  const file = process.env.E2E_SERVER_LOG!
  const start = fs.statSync(file).size
  return () =>
    fs.readFileSync(file).subarray(start).toString('utf8').split('\n').filter(isErrorLine)
}

/**
 * A GET of exactly `path`, byte for byte: fetch() and URL parsing would resolve dot segments
 * and re-encode what the test means to send.
 */
export function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(process.env.E2E_BASE_URL!)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path, headers: { 'x-forwarded-for': freshClient() } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}
