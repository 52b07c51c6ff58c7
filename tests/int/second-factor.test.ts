/**
 * The staff second factor over the REST API as the app serves it: codes computed from the secret
 * with otplib are accepted one step either way and never twice, recovery codes work once, wrong
 * codes are throttled like passwords, a session whose code is still to come counts for nothing,
 * an admin can require it per role and reset it (in the audit log), and the secret is never read
 * back.
 */
import { generateSync } from 'otplib'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Role } from '@/lib/access'
import { rest, staffToken, testPayload } from './payload'

// As behind the docker-compose nginx: the client is the last X-Forwarded-For hop.
process.env.TRUST_PROXY = '1'
process.env.LOGIN_RATE_LIMIT = '6'

let client = 0
/** A client address of its own for each sign-in, so their attempts never add up. */
const newClient = () => `203.0.113.${++client}`

const PASSWORD = 'the-right-password-2'

async function newAccount(role: Role = 'ops') {
  const payload = await testPayload()
  const email = `tfa-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.leadpilot.example`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, role },
  })
  return { id: user.id, email }
}

async function signIn(email: string, ip = newClient()) {
  const res = await rest('POST', 'users/login', {
    body: { email, password: PASSWORD },
    headers: { 'x-forwarded-for': ip },
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const body = await res.json()
  return { token: body.token as string, body, ip }
}

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
  ip = newClient(),
) => rest(method, `users/${path}`, { token, body, headers: { 'x-forwarded-for': ip } })

/** The code step of a sign-in, from the client that signed in (or a new one). */
const verify = (token: string, body: { code?: string; recoveryCode?: string }, ip?: string) =>
  call('POST', 'second-factor/verify', token, body, ip)

/** Who the token signs in, or null when it signs nobody in. */
async function whoIs(token: string): Promise<string | null> {
  const res = await rest('GET', 'users/me', { token })
  return ((await res.json()).user?.email as string | undefined) ?? null
}

/** The code an authenticator app with `secret` shows at `ms`. */
const codeAt = (secret: string, ms = Date.now()) =>
  generateSync({ secret, epoch: Math.floor(ms / 1000) })

async function errorOf(res: Response): Promise<string> {
  const body = await res.json()
  return body.errors?.[0]?.message ?? body.message
}

/** The answer refuses with `status` and a message matching `message`; `token` signs nobody in. */
async function expectRefused(res: Response, status: number, message: RegExp, token: string) {
  expect(res.status).toBe(status)
  expect(await errorOf(res)).toMatch(message)
  expect(await whoIs(token)).toBeNull()
}

/** Turns the second factor on from a signed-in session: its secret and recovery codes. */
async function turnOn(token: string) {
  const setup = await call('POST', 'second-factor/setup', token)
  expect(setup.status, await setup.clone().text()).toBe(200)
  const { secret, qr, uri } = await setup.json()
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(uri).toMatch(/^otpauth:\/\/totp\/Leadpilot:/)
  const raw = (secret as string).replace(/\s/g, '')
  const enable = await call('POST', 'second-factor/enable', token, { code: codeAt(raw) })
  expect(enable.status, await enable.clone().text()).toBe(200)
  const { recoveryCodes } = await enable.json()
  return { secret: raw, recoveryCodes: recoveryCodes as string[] }
}

/** A new account with the second factor on, and a session it was turned on from. */
async function accountWithSecondFactor(role: Role = 'ops') {
  const account = await newAccount(role)
  const { token } = await signIn(account.email)
  return { ...account, token, ...(await turnOn(token)) }
}

const SLOW = 120_000

beforeAll(async () => {
  await testPayload()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('codes from the authenticator app', () => {
  it(
    'are accepted one step either way, refused two steps away, and never twice',
    async () => {
      // Set up ten minutes "ago", in the middle of a 30-second step, so the codes tried below
      // are all newer than the one that turned it on.
      const step = 30_000
      const now = Math.floor(Date.now() / step) * step + step / 2
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(now - 10 * 60_000)
      const { email, secret } = await accountWithSecondFactor()
      vi.setSystemTime(now)

      for (const drift of [-60, 60]) {
        const { token, ip } = await signIn(email)
        const res = await verify(token, { code: codeAt(secret, now + drift * 1000) }, ip)
        await expectRefused(res, 401, /not right/, token)
      }
      // Oldest first: a code older than the last one accepted counts as used.
      for (const drift of [-30, 0, 30]) {
        const { token, ip } = await signIn(email)
        const res = await verify(token, { code: codeAt(secret, now + drift * 1000) }, ip)
        expect(res.status, `${drift} s: ${await res.clone().text()}`).toBe(200)
        expect(await whoIs(token)).toBe(email)
      }
      const { token, ip } = await signIn(email)
      const replay = await verify(token, { code: codeAt(secret, now + 30_000) }, ip)
      await expectRefused(replay, 401, /already been used/, token)
    },
    SLOW,
  )

  it(
    'or a recovery code, which works once',
    async () => {
      const { email, recoveryCodes } = await accountWithSecondFactor()
      expect(recoveryCodes).toHaveLength(10)
      expect(new Set(recoveryCodes).size).toBe(10)

      const first = await signIn(email)
      const used = await verify(
        first.token,
        { recoveryCode: recoveryCodes[3].toUpperCase() },
        first.ip,
      )
      expect(used.status, await used.clone().text()).toBe(200)
      expect((await used.json()).recoveryCodesLeft).toBe(9)
      expect(await whoIs(first.token)).toBe(email)

      const second = await signIn(email)
      const again = await verify(second.token, { recoveryCode: recoveryCodes[3] }, second.ip)
      await expectRefused(
        again,
        401,
        /recovery code is not right, or it has already been used/,
        second.token,
      )
    },
    SLOW,
  )
})

describe('a sign-in whose code is still to come', () => {
  it(
    'counts for nothing but the code step and signing out',
    async () => {
      const { id, email, secret } = await accountWithSecondFactor('ops')
      const { token, body, ip } = await signIn(email)
      expect(body.user).toBeNull()
      expect(body.secondFactor).toBe('code')
      expect(body.message).toMatch(/Enter the code from your authenticator app/)
      expect(token).toEqual(expect.any(String))

      expect(await whoIs(token)).toBeNull()
      const submissions = await rest('GET', 'onboarding-submissions', { token })
      expect([401, 403]).toContain(submissions.status)
      expect((await rest('GET', `users/${id}`, { token })).status).toBe(403)
      expect((await rest('POST', 'users/refresh-token', { token })).status).not.toBe(200)
      expect(
        (await rest('PATCH', `users/${id}`, { token, body: { name: 'Changed' } })).status,
      ).toBe(403)

      const where = await call('GET', 'second-factor', token)
      expect(await where.json()).toMatchObject({ signedIn: false, step: 'code', email })

      // The step after the one whose code turned it on.
      const code = codeAt(secret, Date.now() + 30_000)
      const res = await verify(token, { code }, ip)
      expect(res.status, await res.clone().text()).toBe(200)
      expect(await whoIs(token)).toBe(email)
      expect((await rest('GET', 'onboarding-submissions', { token })).status).toBe(200)
    },
    SLOW,
  )

  it(
    'is ended by signing out, and its token then signs nobody in',
    async () => {
      const { email, secret } = await accountWithSecondFactor()
      const { token, ip } = await signIn(email)
      const out = await call('POST', 'second-factor/cancel', token)
      expect(out.status).toBe(200)
      expect(out.headers.get('set-cookie')).toMatch(/payload-token=;|Expires=Thu, 01 Jan 1970/i)
      const res = await verify(token, { code: codeAt(secret) }, ip)
      expect(res.status).toBe(401)
      expect(await errorOf(res)).toMatch(/sign in with your password/i)
    },
    SLOW,
  )

  it(
    'expires after ten minutes with a message that says so',
    async () => {
      const { email, secret } = await accountWithSecondFactor()
      vi.useFakeTimers({ toFake: ['Date'] })
      const { token, ip } = await signIn(email)
      vi.setSystemTime(Date.now() + 11 * 60_000)
      const res = await verify(token, { code: codeAt(secret) }, ip)
      expect(res.status).toBe(401)
      expect(await errorOf(res)).toBe(
        'This sign-in has expired. Please sign in again with your password.',
      )
    },
    SLOW,
  )
})

describe('wrong codes', () => {
  it(
    'are throttled per account: ten in 15 minutes, then even the right code waits',
    async () => {
      const { email, secret } = await accountWithSecondFactor()
      const { token } = await signIn(email)
      for (let i = 0; i < 10; i++) {
        const res = await verify(token, { code: '000000' })
        expect(res.status).toBe(401)
      }
      const res = await verify(token, { code: codeAt(secret) })
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      await expectRefused(res, 429, /Too many wrong codes for this account/, token)
    },
    SLOW,
  )

  it(
    'count against the client like wrong passwords (LOGIN_RATE_LIMIT)',
    async () => {
      const { email, secret } = await accountWithSecondFactor()
      const { token, ip } = await signIn(email)
      for (let i = 0; i < 6; i++) {
        const res = await verify(token, { code: '111111' }, ip)
        expect(res.status).toBe(401)
      }
      const res = await verify(token, { code: codeAt(secret) }, ip)
      expect(res.status).toBe(429)
      expect(await errorOf(res)).toMatch(/Too many sign-in attempts from your network/)
    },
    SLOW,
  )
})

describe('on the account page', () => {
  it(
    'it is set up with a code from the new secret, and turned off only with a current code',
    async () => {
      const account = await newAccount('marketer')
      const { token } = await signIn(account.email)
      const setup = await (await call('POST', 'second-factor/setup', token)).json()
      const wrong = await call('POST', 'second-factor/enable', token, { code: '123456' })
      expect(wrong.status).toBe(400)
      expect(await errorOf(wrong)).toMatch(/not right/)
      const secret = setup.secret.replace(/\s/g, '')
      const on = await call('POST', 'second-factor/enable', token, { code: codeAt(secret) })
      expect(on.status).toBe(200)
      // The session it was set up from goes on.
      expect(await whoIs(token)).toBe(account.email)
      expect(await (await call('GET', 'second-factor', token)).json()).toMatchObject({
        enabled: true,
        required: false,
        recoveryCodesLeft: 10,
      })

      const noCode = await call('POST', 'second-factor/disable', token, { code: '000000' })
      expect(noCode.status).toBe(400)
      // The code that turned it on was used in this step; the next one turns it off.
      const off = await call('POST', 'second-factor/disable', token, {
        code: codeAt(secret, Date.now() + 30_000),
      })
      expect(off.status, await off.clone().text()).toBe(200)
      expect((await signIn(account.email)).body.user?.email).toBe(account.email)
    },
    SLOW,
  )

  it('keeps the secret out of every answer and every change', async () => {
    const { id, email, secret } = await accountWithSecondFactor('marketer')
    const payload = await testPayload()
    const admin = await staffToken('admin')
    const read = await (await rest('GET', `users/${id}`, { token: admin })).json()
    for (const field of ['totpSecret', 'totpSetupSecret', 'recoveryCodes', 'pendingSignIns'])
      expect(read).not.toHaveProperty(field)
    expect(read.secondFactorEnabled).toBe(true)

    const stored = await payload.db.findOne<{ id: number; totpSecret: string }>({
      collection: 'users',
      where: { id: { equals: id } },
    })
    expect(stored?.totpSecret).toMatch(/^v1\./)
    expect(stored?.totpSecret).not.toContain(secret)

    const patched = await rest('PATCH', `users/${id}`, {
      token: admin,
      body: { secondFactorEnabled: false, totpSecret: 'JBSWY3DPEHPK3PXP', pendingSignIns: [] },
    })
    expect(patched.status).toBe(200)
    const after = await payload.db.findOne<{
      id: number
      totpSecret: string
      secondFactorEnabled: boolean
    }>({
      collection: 'users',
      where: { id: { equals: id } },
    })
    expect(after).toMatchObject({ totpSecret: stored?.totpSecret, secondFactorEnabled: true })
    expect((await signIn(email)).body.secondFactor).toBe('code')
  })
})

describe('an admin', () => {
  it(
    'can require it per role: staff of that role set it up right after the password',
    async () => {
      const admin = await staffToken('admin')
      const marketerOnly = await rest('POST', 'globals/second-factor', {
        token: await staffToken('marketer'),
        body: { requiredFor: ['ops'] },
      })
      expect(marketerOnly.status).toBe(403)
      const required = await rest('POST', 'globals/second-factor', {
        token: admin,
        body: { requiredFor: ['ops'] },
      })
      expect(required.status, await required.clone().text()).toBe(200)
      try {
        const ops = await newAccount('ops')
        const { token, body, ip } = await signIn(ops.email)
        expect(body).toMatchObject({ user: null, secondFactor: 'setup' })
        expect(await whoIs(token)).toBeNull()
        expect((await rest('GET', 'onboarding-submissions', { token })).status).toBe(403)
        expect((await verify(token, { code: '123456' })).status).toBe(403)

        const { secret } = await turnOn(token)
        expect(await whoIs(token)).toBe(ops.email)
        const status = await (await call('GET', 'second-factor', token, undefined, ip)).json()
        expect(status).toMatchObject({ enabled: true, required: true })
        const off = await call('POST', 'second-factor/disable', token, {
          code: codeAt(secret, Date.now() + 30_000),
        })
        expect(off.status).toBe(403)
        expect(await errorOf(off)).toMatch(/Your role requires a second factor/)
        expect((await signIn(ops.email)).body.secondFactor).toBe('code')

        // Other roles sign in with their password as before.
        const marketer = await newAccount('marketer')
        expect((await signIn(marketer.email)).body.user?.email).toBe(marketer.email)

        const payload = await testPayload()
        const { docs } = await payload.find({
          collection: 'audit-log',
          where: { change: { equals: 'Second factor required for' } },
          sort: '-createdAt',
          limit: 1,
        })
        expect(docs[0]).toMatchObject({ before: [], after: ['ops'] })
      } finally {
        await rest('POST', 'globals/second-factor', { token: admin, body: { requiredFor: [] } })
      }
    },
    SLOW,
  )

  it(
    'can reset a person’s second factor, in the audit log; nobody else can',
    async () => {
      const person = await accountWithSecondFactor('ops')
      const path = `${person.id}/second-factor`
      expect((await call('DELETE', path, await staffToken('marketer'))).status).toBe(403)
      expect((await call('DELETE', path, person.token)).status).toBe(403)
      expect((await call('GET', path, await staffToken('marketer'))).status).toBe(403)

      const admin = await staffToken('admin')
      const reset = await call('DELETE', path, admin)
      expect(reset.status, await reset.clone().text()).toBe(200)
      expect(await (await call('GET', path, admin)).json()).toMatchObject({ enabled: false })
      const { body } = await signIn(person.email)
      expect(body.user?.email).toBe(person.email)

      const payload = await testPayload()
      const { docs } = await payload.find({
        collection: 'audit-log',
        where: { change: { equals: `Second factor reset: ${person.email}` } },
      })
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({
        who: 'admin@test.leadpilot.example',
        before: ['On'],
        after: ['Off'],
      })
    },
    SLOW,
  )
})
