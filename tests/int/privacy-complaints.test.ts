/**
 * The complaint route for personal data, against a real database and a real SMTP server: a
 * complaint is stored once however often the form is sent, nothing is stored from a rejected
 * request, the complainant gets one acknowledgement that names the dates and the reference, staff
 * move it to answered (dated by the server), opening it is recorded, and the nightly retention job
 * deletes exactly the complaints past the register period.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpForThisProcess } from '../support/smtp'
import { applyRetention } from '@collections/OnboardingSubmissions/jobs/applyRetention'
import { COMPLAINT_MESSAGES, complaintReference } from '@/lib/complaints'
import { addDays, addMonths, DEFAULT_PERIODS } from '@/lib/retention'
import { rest, staffToken, testPayload } from './payload'

// The acknowledgement goes to a real SMTP server on loopback; set before the app's modules load.
const smtp = await startSmtpForThisProcess()
process.env.COMPLAINT_RATE_LIMIT = '3'
process.env.TRUST_PROXY = '1'

let payload: Payload
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST } = await import('@/app/(site)/api/privacy-complaint/route'))
})
afterAll(() => smtp.stop())

let client = 0
const complaint = (overrides: Record<string, unknown> = {}) => ({
  complaintId: crypto.randomUUID(),
  name: 'Tomasz Nowak',
  email: `tomasz.${crypto.randomUUID().slice(0, 8)}@example.com`,
  whatHappened: 'I asked you to stop e-mailing me in March and you wrote to me again in May.',
  ...overrides,
})

function post(body: unknown, { ip = `203.0.113.${++client}`, type = 'application/json' } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return POST(
    new Request('http://localhost/api/privacy-complaint', {
      method: 'POST',
      headers: {
        'content-type': type,
        'x-forwarded-for': ip,
        'content-length': String(Buffer.byteLength(text)),
      },
      body: text,
    }),
  )
}

const count = async () => (await payload.count({ collection: 'privacy-complaints' })).totalDocs

async function stored(reference: string) {
  const { docs } = await payload.find({
    collection: 'privacy-complaints',
    where: { reference: { equals: reference } },
    depth: 0,
  })
  return docs
}

async function untilAcknowledged(id: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await payload.jobs.run({ silent: true })
    const doc = await payload.findByID({ collection: 'privacy-complaints', id, depth: 0 })
    if (doc.acknowledgement?.acknowledgedAt || Date.now() > deadline) return doc
    await new Promise((r) => setTimeout(r, 250))
  }
}

describe('POST /api/privacy-complaint', () => {
  it('stores the complaint with its dates and answers with the reference, not the database id', async () => {
    const body = complaint()
    const before = Date.now()
    const res = await post(body)
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const answer = await res.json()
    expect(Object.keys(answer).sort()).toEqual(['dueAt', 'receivedAt', 'reference'])
    expect(answer.reference).toBe(complaintReference(body.complaintId))

    const [doc] = await stored(answer.reference)
    expect(doc).toMatchObject({
      name: body.name,
      email: body.email,
      whatHappened: body.whatHappened,
      status: 'open',
      answeredAt: null,
      receivedAt: answer.receivedAt,
      dueAt: answer.dueAt,
    })
    const received = Date.parse(doc.receivedAt!)
    expect(received).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(doc.dueAt!)).toBe(received + 30 * 24 * 60 * 60 * 1000)
  })

  it('stores one complaint when the same form is sent twice at once and again later', async () => {
    const body = complaint()
    const before = await count()
    const answers = await Promise.all([post(body), post(body)])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201])
    const again = await post(body)
    expect(again.status).toBe(200)
    const [first, second, third] = await Promise.all(
      [...answers, again].map((r) => r.json() as Promise<{ reference: string; dueAt: string }>),
    )
    expect(second).toEqual(first)
    expect(third).toEqual(first)
    expect(await count()).toBe(before + 1)
    expect(await stored(first.reference)).toHaveLength(1)
  })

  it('refuses other words under a form id already used, and hands out nothing of the first', async () => {
    const body = complaint()
    expect((await post(body)).status).toBe(201)
    const res = await post({ ...body, whatHappened: 'Something else entirely.' })
    expect(res.status).toBe(409)
    const answer = await res.json()
    expect(answer.message).toMatch(/reload the page/)
    expect(JSON.stringify(answer)).not.toContain(body.email)
  })

  it('refuses bad input with a message per field and stores nothing', async () => {
    const before = await count()
    const empty = await post({
      complaintId: crypto.randomUUID(),
      name: '',
      email: 'x',
      whatHappened: '',
    })
    expect(empty.status).toBe(400)
    expect((await empty.json()).errors).toEqual({
      name: COMPLAINT_MESSAGES.name,
      email: COMPLAINT_MESSAGES.emailInvalid,
      whatHappened: COMPLAINT_MESSAGES.whatHappened,
    })
    const long = await post(complaint({ whatHappened: 'a'.repeat(5001) }))
    expect(long.status).toBe(400)
    expect((await long.json()).errors.whatHappened).toBe('Please use no more than 5,000 characters')
    expect((await post('{"name":')).status).toBe(400)
    expect((await post(complaint(), { type: 'text/plain' })).status).toBe(415)
    const huge = await post(complaint({ whatHappened: 'a'.repeat(70 * 1024) }))
    expect(huge.status).toBe(413)
    expect((await huge.json()).message).toMatch(/too large/)
    expect(await count()).toBe(before)
  })

  it('limits each client, with a message and Retry-After', async () => {
    const ip = '192.0.2.77'
    for (let i = 0; i < 3; i++) expect((await post(complaint(), { ip })).status).toBe(201)
    const refused = await post(complaint(), { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).message).toMatch(/Too many complaints/)
    // Another client is not held back.
    expect((await post(complaint(), { ip: '192.0.2.78' })).status).toBe(201)
  })
})

describe('the acknowledgement e-mail', () => {
  it('reaches the complainant once, with the dates and the reference, under one Message-ID', async () => {
    const body = complaint({ name: 'Ada Bright' })
    const answer = await (await post(body)).json()
    const [doc] = await stored(answer.reference)
    const done = await untilAcknowledged(doc.id)
    expect(done.acknowledgement).toMatchObject({ attempts: 1, lastError: null })
    expect(done.acknowledgement?.acknowledgedAt).toBeTruthy()

    const mails = smtp.received.filter((mail) => mail.to.includes(body.email))
    expect(mails).toHaveLength(1)
    const raw = mails[0].raw.replace(/=\r?\n/g, '')
    expect(raw).toMatch(/Subject: We have received your complaint \(PC-[0-9A-F-]+\)/)
    expect(raw).toContain('Dear Ada Bright,')
    expect(raw).toContain(`Your reference is ${answer.reference}.`)
    const day = (iso: string) =>
      new Date(iso).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    expect(raw).toContain(`on ${day(answer.receivedAt)}.`)
    expect(raw).toContain(`reply to you by ${day(answer.dueAt)}.`)
    expect(mails[0].messageId).toBe(`complaint-${answer.reference}@leadpilot.example`)

    // Nothing is sent twice: the job is done and the record says so.
    await payload.jobs.run({ silent: true })
    expect(smtp.received.filter((mail) => mail.to.includes(body.email))).toHaveLength(1)
  })

  it('is retried after a refusal under the same Message-ID, and records the error meanwhile', async () => {
    const body = complaint()
    smtp.refuse(body.email, 1)
    const answer = await (await post(body)).json()
    const [doc] = await stored(answer.reference)
    await payload.jobs.run({ silent: true })
    const failed = await payload.findByID({ collection: 'privacy-complaints', id: doc.id })
    expect(failed.acknowledgement?.attempts).toBe(1)
    expect(failed.acknowledgement?.lastError).toBeTruthy()
    expect(failed.acknowledgement?.lastError).not.toContain(body.email)
    const done = await untilAcknowledged(doc.id)
    expect(done.acknowledgement).toMatchObject({ attempts: 2, lastError: null })
    const ids = smtp.received.filter((m) => m.to.includes(body.email)).map((m) => m.messageId)
    expect(ids).toEqual([`complaint-${answer.reference}@leadpilot.example`])
  })
})

describe('staff and a complaint', () => {
  it('dates the answer when ops move it to answered, records the opening, and refuses the record fields', async () => {
    const answer = await (await post(complaint())).json()
    const [doc] = await stored(answer.reference)
    const token = await staffToken('ops')

    const opened = await rest('GET', `privacy-complaints/${doc.id}`, { token })
    expect(opened.status).toBe(200)
    const { docs: audit } = await payload.find({
      collection: 'audit-log',
      where: { change: { equals: `Opened privacy complaint ${answer.reference}` } },
    })
    expect(audit).toHaveLength(1)
    expect(audit[0].who).toBe('ops@test.leadpilot.example')

    const changed = await rest('PATCH', `privacy-complaints/${doc.id}`, {
      token,
      body: {
        status: 'answered',
        responseNotes: 'Removed from the mailing list; replied by e-mail.',
        receivedAt: '2020-01-01T00:00:00.000Z',
        dueAt: '2030-01-01T00:00:00.000Z',
        name: 'Someone else',
      },
    })
    expect(changed.status).toBe(200)
    const after = await payload.findByID({ collection: 'privacy-complaints', id: doc.id })
    expect(after).toMatchObject({
      status: 'answered',
      responseNotes: 'Removed from the mailing list; replied by e-mail.',
      receivedAt: doc.receivedAt,
      dueAt: doc.dueAt,
      name: doc.name,
    })
    expect(Math.abs(Date.parse(after.answeredAt!) - Date.now())).toBeLessThan(60_000)

    const anonymous = await rest('GET', 'privacy-complaints')
    expect([401, 403]).toContain(anonymous.status)
    const marketer = await rest('GET', `privacy-complaints/${doc.id}`, {
      token: await staffToken('marketer'),
    })
    expect([401, 403, 404]).toContain(marketer.status)
  })
})

describe('the register period', () => {
  /** A stored complaint received (and perhaps answered) in the past. */
  async function held(received: Date, answered?: Date) {
    const doc = await payload.create({
      collection: 'privacy-complaints',
      data: {
        reference: complaintReference(crypto.randomUUID()),
        name: 'Held',
        email: 'held@example.com',
        whatHappened: 'A complaint of some age.',
        status: answered ? 'answered' : 'open',
      },
      overrideAccess: true,
    })
    await payload.db.updateOne({
      collection: 'privacy-complaints',
      id: doc.id,
      data: {
        receivedAt: received.toISOString(),
        answeredAt: answered?.toISOString() ?? null,
      },
    })
    return doc.id
  }

  it('deletes exactly the complaints past it; a second run removes nothing', async () => {
    const NOW = new Date()
    await payload.updateGlobal({ slug: 'privacy-settings', data: DEFAULT_PERIODS })
    await applyRetention(payload, NOW)
    const years = DEFAULT_PERIODS.registerYears
    const ago = (months: number, days = 0) => addDays(addMonths(NOW, -months), days)
    const ids = {
      answeredLongAgo: await held(ago(years * 12 + 6), ago(years * 12, -1)),
      neverAnsweredOld: await held(ago(years * 12, -1)),
      answeredRecently: await held(ago(years * 12 + 6), ago(years * 12, 2)),
      openRecent: await held(ago(years * 12, 2)),
      receivedOldAnsweredLater: await held(ago(years * 12 + 10), ago(12)),
      fresh: await held(ago(0, -3)),
    }
    const first = await applyRetention(payload, NOW)
    expect(first.complaintsDeleted).toBe(2)
    const remaining = await Promise.all(
      Object.entries(ids).map(async ([label, id]) => {
        const doc = await payload.findByID({
          collection: 'privacy-complaints',
          id,
          disableErrors: true,
        })
        return doc ? label : null
      }),
    )
    expect(remaining.filter(Boolean).sort()).toEqual(
      ['answeredRecently', 'fresh', 'openRecent', 'receivedOldAnsweredLater'].sort(),
    )
    expect((await applyRetention(payload, NOW)).complaintsDeleted).toBe(0)
  })
})
