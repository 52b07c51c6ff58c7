import { APIError, formatErrors, type PayloadRequest, type SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { badInputIsClientError, publicMessageIsKept, unknownRestRoute } from '@workarounds/errors'
import { classifyBadInput, clientErrorsAtInfo } from '@workarounds/bad-input'

const pgError = (code: string) =>
  Object.assign(new Error('Failed query: select ...'), { cause: { code } })

describe('classifyBadInput', () => {
  it('treats PostgreSQL data exceptions, malformed JSON and broken form data as the caller’s fault', () => {
    expect(classifyBadInput(pgError('22P02'))?.status).toBe(400) // invalid integer
    expect(classifyBadInput(pgError('22003'))?.status).toBe(400) // out of range
    expect(classifyBadInput(pgError('22021'))?.status).toBe(400) // NUL byte
    expect(classifyBadInput(pgError('42883'))?.status).toBe(400) // like on rich text (jsonb)
    expect(classifyBadInput(new SyntaxError('Unexpected token'))?.status).toBe(400)
    expect(classifyBadInput(new Error('Unexpected end of form'))?.status).toBe(400)
    expect(classifyBadInput(new Error('Multipart limit has been reached'))?.status).toBe(413)
    expect(classifyBadInput(new TypeError('a.operators[P] is not a function'))?.status).toBe(400)
    expect(classifyBadInput(new Error('Cannot find field for path at _verificationToken'))).toEqual(
      expect.objectContaining({ status: 400 }),
    )
    // `where` on two fields of one kind of block: the adapter joins its table twice.
    expect(
      classifyBadInput(
        new Error('Alias "pages_blocks_pricing_section" is already used in this query'),
      ),
    ).toEqual(expect.objectContaining({ status: 400 }))
  })

  it('treats a file Payload was asked to fetch from an address it may not or cannot reach as the caller’s fault', () => {
    // Payload wraps what its safe fetch throws in "There was a problem while uploading the file. …"
    const wrapped = (message: string) =>
      Object.assign(new Error(`There was a problem while uploading the file. ${message}`), {
        status: 500,
      })
    expect(
      classifyBadInput(
        wrapped(
          'Failed to fetch from http://127.0.0.1/x.png, Blocked unsafe attempt to 127.0.0.1.',
        ),
      ),
    ).toEqual({ status: 400, message: expect.stringMatching(/private or internal/) })
    expect(
      classifyBadInput(wrapped('Failed to fetch from http://no-such-host.invalid/, fetch failed')),
    ).toEqual({ status: 400, message: expect.stringMatching(/could not be fetched/) })
    expect(classifyBadInput(wrapped('External file URLs must use HTTP or HTTPS.'))?.status).toBe(
      400,
    )
  })

  it('leaves real server faults alone', () => {
    expect(classifyBadInput(pgError('08006'))).toBeUndefined() // connection failure
    expect(classifyBadInput(pgError('57P01'))).toBeUndefined() // admin shutdown
    expect(classifyBadInput(new TypeError('Cannot read properties of undefined'))).toBeUndefined()
    expect(classifyBadInput('not an error')).toBeUndefined()
  })
})

describe('badInputIsClientError', () => {
  const req = {} as PayloadRequest
  it('turns a REST 500 caused by bad input into a 400 with a message', () => {
    const result = badInputIsClientError({ error: pgError('22P02'), req, context: {} })
    expect(result).toEqual({
      status: 400,
      response: { errors: [{ message: expect.any(String) }] },
    })
  })

  it('keeps 4xx errors and unknown faults as they are', () => {
    const forbidden = Object.assign(new Error('You are not allowed'), { status: 403 })
    expect(badInputIsClientError({ error: forbidden, req, context: {} })).toBeUndefined()
    expect(badInputIsClientError({ error: new Error('boom'), req, context: {} })).toBeUndefined()
  })
})

describe('publicMessageIsKept', () => {
  const req = {} as PayloadRequest
  // What the production bundle makes of APIError: the same class without a name.
  const Anonymous = (() => class extends APIError {})()
  const hook = (error: APIError) =>
    publicMessageIsKept({ error, req, context: {}, result: formatErrors(error) })

  it('gives a public client error without a name its own message back', () => {
    const throttled = new Anonymous('Too many sign-in attempts from your network.', 429, null, true)
    expect(formatErrors(throttled).errors[0].message).toBe('An unknown error occurred.')
    expect(hook(throttled)).toEqual({
      response: { errors: [{ message: 'Too many sign-in attempts from your network.' }] },
    })
  })

  it('leaves messages that were shown, and errors that are not public, as they are', () => {
    expect(hook(new APIError('Enter the e-mail address.', 400, null, true))).toBeUndefined()
    expect(hook(new Anonymous('Failed query: select ...', 500, null, true))).toBeUndefined()
    expect(hook(new Anonymous('Internal detail', 400, null, false))).toBeUndefined()
  })
})

describe('unknownRestRoute', () => {
  const config = {
    collections: [
      { slug: 'pages', versions: { drafts: true } },
      { slug: 'testimonials', versions: false },
    ],
    globals: [
      { slug: 'site-settings', versions: false },
      { slug: 'currencies', versions: { drafts: false } },
    ],
  } as unknown as SanitizedConfig

  it('knows the routes Payload serves', () => {
    expect(unknownRestRoute(config, ['pages'])).toBe(false)
    expect(unknownRestRoute(config, ['pages', 'versions', '1'])).toBe(false)
    expect(unknownRestRoute(config, ['globals', 'currencies', 'versions'])).toBe(false)
    expect(unknownRestRoute(config, ['users', 'login'])).toBe(false)
  })

  it('refuses prototype slugs and versions of documents that keep none', () => {
    expect(unknownRestRoute(config, ['__proto__'])).toBe(true)
    expect(unknownRestRoute(config, ['constructor', '1'])).toBe(true)
    expect(unknownRestRoute(config, ['testimonials', 'versions', '3'])).toBe(true)
    expect(unknownRestRoute(config, ['globals', 'site-settings', 'versions'])).toBe(true)
  })
})

describe('clientErrorsAtInfo', () => {
  function logged(err: unknown, level = 50, bare = false) {
    const calls: Array<[string, unknown, string?]> = []
    const logger = {
      info: (entry: object, event: string) => calls.push(['info', entry, event]),
    }
    const args = bare ? [err] : [{ err }]
    clientErrorsAtInfo.call(logger, args, (...args) => calls.push(['as is', args]), level)
    return calls
  }

  it('logs refused requests and bad input at info level, status and message only (bad input by its explanation, never the query that quotes it)', () => {
    const forbidden = Object.assign(new Error('You are not allowed'), { status: 403 })
    expect(logged(forbidden)).toEqual([
      ['info', { message: 'You are not allowed', status: 403 }, 'request_refused'],
    ])
    expect(logged(pgError('22P02'))).toEqual([
      [
        'info',
        { message: 'The request holds an ID or a value that is not valid here.', status: 400 },
        'request_refused',
      ],
    ])
  })

  it('also when the error is logged by itself, as Payload logs a refused picture', () => {
    const refused = Object.assign(new Error('The image is 13,000 × 1,300 pixels'), { status: 400 })
    expect(logged(refused, 50, true)).toEqual([
      ['info', { message: 'The image is 13,000 × 1,300 pixels', status: 400 }, 'request_refused'],
    ])
    expect(logged(new Error('boom'), 50, true)[0][0]).toBe('as is')
  })

  it('logs server errors as they are', () => {
    expect(logged(new Error('boom'))[0][0]).toBe('as is')
    expect(logged(Object.assign(new Error('down'), { status: 503 }))[0][0]).toBe('as is')
    expect(logged(Object.assign(new Error('x'), { status: 403 }), 30)[0][0]).toBe('as is')
  })
})
