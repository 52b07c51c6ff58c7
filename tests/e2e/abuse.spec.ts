/**
 * Abuse over real HTTP: failed sign-ins never lock an account and answer alike for real and
 * unknown addresses, and the Payload REST API refuses oversized bodies with 413
 * (src/workarounds/body-limit.ts) before reading them, whether the size is declared or the body streams
 * in chunks. Nobody can hold up a staff sign-in with unfinished requests in that person's name,
 * and no answer can hold the server on a backtracking pattern. Rate limits per client are tested in tests/int/auth.test.ts,
 * tests/int/onboarding.test.ts and tests/int/redis.test.ts (this server runs with generous limits
 * for the rest of the suite).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { validSubmission } from '../support/submission'
import { adminToken, auth, staffAccount, uniqueSlug } from './helpers'

const site = process.env.E2E_BASE_URL!
const MB = 1024 * 1024

test('failed sign-ins never lock the account, and a real address answers like an unknown one', async ({
  request,
}) => {
  const email = `${uniqueSlug('nolock')}@test.leadpilot.example`
  const password = 'nolock-password-for-tests-42'
  const created = await request.post('/api/users', {
    headers: auth(await adminToken()),
    data: { email, password, role: 'ops' },
  })
  expect(created.ok()).toBeTruthy()
  const unknown = `${uniqueSlug('nobody')}@test.leadpilot.example`
  for (let i = 0; i < 8; i++) {
    const wrong = await request.post('/api/users/login', {
      data: { email, password: `wrong-${i}` },
    })
    const nobody = await request.post('/api/users/login', {
      data: { email: unknown, password: `wrong-${i}` },
    })
    expect(wrong.status()).toBe(401)
    expect([nobody.status(), await nobody.text()]).toEqual([401, await wrong.text()])
  }
  const signedIn = await request.post('/api/users/login', { data: { email, password } })
  expect(signedIn.status()).toBe(200)
  expect((await signedIn.json()).token).toBeTruthy()
})

test('oversized bodies get 413 from the REST API, declared or streamed', async ({ request }) => {
  const token = await adminToken()
  const big = JSON.stringify({ title: 'x'.repeat(3 * MB) })
  for (const [path, headers] of [
    ['/api/pages', auth(token)],
    ['/api/users/login', {}],
    ['/api/onboarding-submissions', {}],
  ] as const) {
    const declared = await request.post(path, {
      headers: { ...headers, 'content-type': 'application/json' },
      data: big,
    })
    expect(declared.status(), path).toBe(413)
    expect((await declared.json()).errors[0].message, path).toMatch(/too large/)

    // Chunked: no Content-Length, so the limit is enforced while reading.
    expect(await streamedStatus(path, headers), `${path} (chunked)`).toBe(413)
  }

  // Uploads may be larger, up to their own limit.
  const image = await request.post('/api/media', {
    headers: auth(token),
    multipart: {
      file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * MB) },
      _payload: JSON.stringify({ alt: 'Too big' }),
    },
  })
  expect(image.status()).toBe(413)

  // Under the limit, the API answers as usual.
  const small = await request.post('/api/pages', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ title: 'x'.repeat(MB) }),
  })
  expect(small.status()).toBe(403)
  // A small chunked body still reaches Payload whole.
  const chunked = await fetch(`${site}/api/redirects`, {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: new Blob([
      JSON.stringify({
        from: `/${uniqueSlug('chunked')}`,
        to: { type: 'custom', url: '/' },
        type: '301',
      }),
    ]).stream(),
    duplex: 'half',
  } as RequestInit)
  expect(chunked.status, await chunked.clone().text()).toBe(201)
  const { doc } = await chunked.json()
  expect((await request.delete(`/api/redirects/${doc.id}`, { headers: auth(token) })).ok()).toBe(
    true,
  )
})

/**
 * Streams a JSON body in 64 KB chunks (Transfer-Encoding: chunked) until the server answers or
 * 4 MB have gone, and returns the status. The server answers without reading the rest, as a
 * proxy does, so the answer can arrive while the client is still sending.
 */
function streamedStatus(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${site}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
    })
    let answered = false
    req.on('response', (res) => {
      answered = true
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const chunk = Buffer.alloc(64 * 1024, 'x')
    let sent = 0
    const write = () => {
      while (!answered && sent < 4 * MB) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', write)
      }
      if (!answered) req.end()
    }
    write()
  })
}

/** A request that declares a body it never finishes sending, held open until `end` is called. */
function stalled(path: string, method: string, headers: Record<string, string> = {}) {
  const req = http.request(`${site}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'content-length': '1000', ...headers },
  })
  let answered = false
  req.on('response', (res) => {
    answered = true
    res.resume()
  })
  req.on('error', () => undefined)
  req.write('{"password":')
  return { answered: () => answered, end: () => req.destroy() }
}

/** A staff token with someone's address in it and a made-up signature. */
function forgedToken(email: string, id: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, email, collection: 'users' })}.c2lnbmF0dXJl`
}

test('nobody can hold up a staff member’s sign-in with unfinished requests in their name', async ({
  request,
}) => {
  const { email, password } = await staffAccount('ops')
  const found = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, {
    headers: auth(await adminToken()),
  })
  const id = (await found.json()).docs[0].id as number
  const token = forgedToken(email, id)
  const stalls = [
    stalled('/api/users/logout', 'POST', { authorization: `JWT ${token}` }),
    stalled('/api/users/refresh-token', 'POST', { cookie: `payload-token=${token}` }),
    stalled(`/api/users/${id}`, 'PATCH'),
    stalled(`/api/users/${id}`, 'PATCH', { authorization: `JWT ${token}` }),
  ]
  try {
    // Each of them is still sending its body, and the sign-in goes through all the same.
    const signedIn = await request.post('/api/users/login', { data: { email, password } })
    expect(signedIn.status()).toBe(200)
    expect(stalls.map((stall) => stall.answered())).toEqual([false, false, false, false])
  } finally {
    for (const stall of stalls) stall.end()
  }
})

test('an answer built to make a pattern backtrack is refused at once', async ({ request }) => {
  // As long as the body limit allows: the old phone check took about 30 s over this.
  const phone = `1${' '.repeat(250_000)}!`
  const submissionId = crypto.randomUUID()
  const started = Date.now()
  const res = await request.post('/api/onboarding', {
    data: validSubmission(submissionId, { phone }),
  })
  expect(res.status()).toBe(400)
  expect((await res.json()).errors.phone).toMatch(/no more than 40 characters/)
  expect(Date.now() - started).toBeLessThan(5_000)
})
