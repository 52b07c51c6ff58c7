import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSmtpForThisProcess } from '../support/smtp'
import { validSubmission } from '../support/submission'
import { briefMarkdown } from '@/lib/onboarding/brief'
import { LONG_MAX } from '@/lib/onboarding/schema'
import { rest, staff, staffToken, testPayload } from './payload'

// The brief goes to a real SMTP server on loopback; set before the app's modules load.
const smtp = await startSmtpForThisProcess()
process.env.SUBMISSION_RATE_LIMIT = '25'
// As behind the docker-compose nginx: the client is the last X-Forwarded-For hop.
process.env.TRUST_PROXY = '1'

let payload: Payload
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST } = await import('@/app/(site)/api/onboarding/route'))
})
afterAll(() => smtp.stop())

let client = 0
function valid(overrides: Record<string, unknown> = {}) {
  return validSubmission(crypto.randomUUID(), overrides)
}

function post(body: unknown, { ip = `198.51.100.${++client}`, type = 'application/json' } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return POST(
    new Request('http://localhost/api/onboarding', {
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

const count = async () => (await payload.count({ collection: 'onboarding-submissions' })).totalDocs
const byId = (id: number) =>
  payload.findByID({ collection: 'onboarding-submissions', id, depth: 0 })

/** The database id of the submission an answer names by its public reference (submissionId). */
async function storedId(answer: { submissionId: string }): Promise<number> {
  const { docs } = await payload.find({
    collection: 'onboarding-submissions',
    where: { submissionId: { equals: answer.submissionId } },
    depth: 0,
    limit: 1,
  })
  return docs[0].id
}

async function untilDelivered(
  id: number,
  status: 'briefStatus' | 'confirmationStatus' = 'briefStatus',
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await payload.jobs.run({ silent: true })
    const doc = await byId(id)
    if (doc[status] === 'delivered' || Date.now() > deadline) return doc
    await new Promise((r) => setTimeout(r, 250))
  }
}

describe('POST /api/onboarding', () => {
  it('stores every answer, the brief and the offer, answering 201 with the brief', async () => {
    const body = valid()
    const res = await post(body)
    expect(res.status).toBe(201)
    const answer = await res.json()
    const { brief } = answer
    expect(brief.company).toBe('Acme Analytics Ltd')
    // The answer names the submission by the visitor's own random reference; the sequential
    // database id, which would tell how many submissions there are, is nowhere in it.
    expect(answer.submissionId).toBe(body.submissionId)
    expect(Object.keys(answer).sort()).toEqual(['brief', 'submissionId'])
    expect(JSON.stringify(answer)).not.toMatch(/"id"\s*:/)
    const id = await storedId(answer)

    const doc = await byId(id)
    expect(doc).toMatchObject({
      submissionId: body.submissionId,
      variant: 'full',
      offer: 'october',
      status: 'new',
      name: 'Jane Doe',
      email: 'jane@example.com',
      company: 'Acme Analytics',
      role: 'Founder',
      companyName: 'Acme Analytics Ltd',
      companyWebsite: 'https://acme.example',
      offeringSummary: 'Forecasting software for mid-sized retailers.',
      prospectProblem: 'Stock piles up',
      transformation: 'From guesswork to confidence',
      linkedinCredentials: true,
      completedSignup: false,
      bookedCall: true,
      shareCredentials: false,
      setup2fa: false,
      briefStatus: 'queued',
      briefDelivery: { attempts: 0 },
    })
    // What Payload's create operation adds: timestamps and array row ids.
    expect(Math.abs(Date.parse(doc.createdAt) - Date.now())).toBeLessThan(60_000)
    expect(doc.icps?.map((icp) => icp.id)).toEqual([
      expect.stringMatching(/^[0-9a-f]{24}$/),
      expect.stringMatching(/^[0-9a-f]{24}$/),
    ])
    expect(doc.icps).toHaveLength(2)
    expect(doc.icps?.[0]).toMatchObject({
      jobTitles: ['Head of Merchandising'],
      companySize: ['51-200', '201-500'],
      industry: ['Retail'],
      countries: ['United Kingdom', 'Ireland'],
      locations: 'London and Dublin',
    })
    // The record keeps the brief as e-mailed: the answer's brief as Markdown.
    expect(doc.brief).toBe(briefMarkdown(brief))
  })

  it('stores the longest submission the endpoint accepts, and ops can still save the record', async () => {
    const long = (text: string) => text.padEnd(LONG_MAX, ' x')
    const icp = {
      jobTitles: ['Head of Operations'],
      companySize: ['51-200'],
      industry: ['Retail'],
      countries: ['United Kingdom'],
      locations: long('North of England'),
      painFrustration: long('Rota chaos'),
      benefits: long('Calm'),
      valueOffering: long('Scheduling'),
    }
    const body = valid({ icps: Array.from({ length: 10 }, () => icp) })
    expect(JSON.stringify(body).length).toBeGreaterThan(200_000)
    const res = await post(body)
    expect(res.status).toBe(201)
    const id = await storedId(await res.json())
    expect((await byId(id)).brief?.length).toBeGreaterThan(200_000)
    // Every field passes Payload's own validation, so later edits in the admin are not refused.
    const updated = await payload.update({
      collection: 'onboarding-submissions',
      id,
      data: { status: 'contacted' },
      user: await staff('ops'),
      overrideAccess: false,
    })
    expect(updated.status).toBe('contacted')
    expect(updated.icps).toHaveLength(10)
  })

  it('is idempotent: a retry or a double click with the same submission id stores one record', async () => {
    const body = valid()
    const before = await count()
    const [a, b] = await Promise.all([post(body), post(body)])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    const retry = await post(body)
    expect(retry.status).toBe(200)
    const ids = new Set(
      [await a.json(), await b.json(), await retry.json()].map((answer) => answer.submissionId),
    )
    expect(ids.size).toBe(1)
    expect(await count()).toBe(before + 1)
  })

  it('refuses a replay of a stored submission id with other answers: 409, nothing of the first', async () => {
    const first = valid({
      name: 'Original Owner',
      email: 'owner@example.com',
      phone: '+44 20 7946 0001',
    })
    const stored = await post(first)
    expect(stored.status).toBe(201)
    const id = await storedId(await stored.json())

    const replay = await post({ ...first, name: 'Someone Else', email: 'attacker@example.com' })
    expect(replay.status).toBe(409)
    expect(replay.headers.get('cache-control')).toBe('no-store')
    const text = await replay.text()
    for (const secret of ['Original Owner', 'owner@example.com', '7946 0001', 'brief'])
      expect(text).not.toContain(secret)
    expect(JSON.parse(text).message).toMatch(/already sent/)
    // Even one changed answer deep in an ICP is another submission.
    const icps = structuredClone(first.icps)
    icps[1].jobTitles = ['Chief Executive Officer']
    expect((await post({ ...first, icps })).status).toBe(409)

    // The stored record is untouched, and a true retry still gets the stored answer.
    expect((await byId(id)).name).toBe('Original Owner')
    const retry = await post(first)
    expect(retry.status).toBe(200)
    expect(await retry.json()).toMatchObject({
      submissionId: first.submissionId,
      brief: expect.objectContaining({ client: 'Original Owner' }),
    })
  })

  it('answers a NUL character in a text answer with 400 naming the field, and stores nothing', async () => {
    const before = await count()
    for (const [field, body] of [
      ['name', valid({ name: 'Jane\u0000Doe' })],
      ['offeringSummary', valid({ offeringSummary: 'Anvils\u0000' })],
      ['icps.0.locations', valid({ icps: [{ jobTitles: ['CEO'], locations: '\u0000' }] })],
    ] as const) {
      const res = await post(body)
      expect(res.status, field).toBe(400)
      expect(Object.keys((await res.json()).errors), field).toContain(field)
    }
    expect(await count()).toBe(before)
  })

  it('stores where the visit came from, and refuses a bad attribution value naming its field', async () => {
    const attribution = {
      landingPage: '/pricing-start-up',
      referrerHost: 'news.example.org',
      utmSource: 'newsletter',
      utmCampaign: 'autumn',
      pricingPage: '/715494687',
      currency: 'EUR',
      plan: 'pro',
    }
    const res = await post(valid({ variant: 'quick', attribution }))
    expect(res.status).toBe(201)
    expect((await byId(await storedId(await res.json()))).attribution).toMatchObject(attribution)

    const before = await count()
    for (const [field, bad] of [
      ['attribution.utmSource', { utmSource: 'x'.repeat(151) }],
      ['attribution.utmMedium', { utmMedium: 'email\u0000' }],
      ['attribution.landingPage', { landingPage: 'https://evil.example/' }],
      ['attribution.referrerHost', { referrerHost: 'not a host' }],
      ['attribution.currency', { currency: 'JPY' }],
      ['attribution.plan', { plan: '<b>pro</b>' }],
      ['attribution', { visitorId: 'abc' }],
    ] as const) {
      const refused = await post(valid({ attribution: bad }))
      expect(refused.status, field).toBe(400)
      expect(Object.keys((await refused.json()).errors), field).toContain(field)
    }
    expect(await count()).toBe(before)
  })

  it('stores the chosen plan, names it in the brief, and refuses a plan the CMS does not publish', async () => {
    const res = await post(valid({ plan: 'pro', attribution: { plan: 'scale' } }))
    expect(res.status).toBe(201)
    const answer = await res.json()
    const record = await byId(await storedId(answer))
    expect(record.plan).toBe('pro')
    // What they pressed on the pricing page stays recorded beside what they chose.
    expect(record.attribution?.plan).toBe('scale')
    expect(briefMarkdown(answer.brief)).toContain('- **Plan:** Leadpilot Pro')
    expect(record.brief).toContain('- **Plan:** Leadpilot Pro')

    const unsure = await post(valid({ plan: '' }))
    expect(unsure.status).toBe(201)
    expect(briefMarkdown((await unsure.json()).brief)).toContain('- **Plan:** Not sure yet')

    const before = await count()
    for (const plan of ['enterprise', 'Pro Plan', 'x'.repeat(41)]) {
      const refused = await post(valid({ plan }))
      expect(refused.status, plan).toBe(400)
      expect(Object.keys((await refused.json()).errors), plan).toEqual(['plan'])
    }
    expect(await count()).toBe(before)
  })

  it('rejects bad input with field errors and stores nothing', async () => {
    const before = await count()
    const res = await post(
      valid({ email: 'not-an-email', companyWebsite: 'not a url', icps: [{ jobTitles: [''] }] }),
    )
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.message).toBeTruthy()
    expect(body.errors).toMatchObject({
      email: 'Please enter a valid email address',
      companyWebsite: 'Please enter a valid website address, e.g. example.com',
    })
    expect(Object.keys(body.errors).some((key) => key.startsWith('icps.0.jobTitles'))).toBe(true)

    expect((await post('{"name": ')).status).toBe(400)
    expect((await post(valid(), { type: 'text/plain' })).status).toBe(415)
    expect((await post(valid({ offeringSummary: 'x'.repeat(300 * 1024) }))).status).toBe(413)
    expect(await count()).toBe(before)
  })

  it('answers 429 with Retry-After when one client sends too many', async () => {
    const ip = '203.0.113.77'
    const statuses: number[] = []
    for (let i = 0; i < 26; i++) statuses.push((await post({}, { ip })).status)
    expect(statuses.slice(0, 25).every((s) => s === 400)).toBe(true)
    const limited = await post({}, { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).message).toMatch(/Too many/)
  })

  it('counts the hop the trusted proxy added, so forged hops in front of it dodge nothing', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 26; i++)
      statuses.push((await post({}, { ip: `192.0.2.${i}, 203.0.113.88` })).status)
    expect(statuses.slice(0, 25).every((s) => s === 400)).toBe(true)
    expect(statuses[25]).toBe(429)
  })

  it('without TRUST_PROXY, callers share one limit whatever X-Forwarded-For says', async () => {
    process.env.TRUST_PROXY = ''
    try {
      const statuses: number[] = []
      for (let i = 0; i < 26; i++) statuses.push((await post({}, { ip: `198.18.0.${i}` })).status)
      expect(statuses.slice(0, 25).every((s) => s === 400)).toBe(true)
      expect(statuses[25]).toBe(429)
    } finally {
      process.env.TRUST_PROXY = '1'
    }
  })
})

describe('the brief e-mail', () => {
  it('is delivered to the internal recipients, after the server first refuses it', async () => {
    smtp.refuse('New client brief: Sam Carter', 2)
    const res = await post(valid({ name: 'Sam Carter' }))
    const id = await storedId(await res.json())
    const doc = await untilDelivered(id)
    expect(doc.briefStatus).toBe('delivered')
    expect(doc.briefDelivery?.attempts).toBe(3)

    const briefs = () => smtp.received.filter((m) => m.messageId?.startsWith('brief-'))
    const mails = briefs().filter((m) => m.raw.includes('Sam Carter'))
    expect(mails).toHaveLength(1)
    expect(mails[0].to.sort()).toEqual([
      'onboarding@leadpilot.example',
      'success@leadpilot.example',
    ])
    expect(mails[0].raw).toMatch(/Sam_Carter_\d{4}-\d{2}-\d{2}\.md/)

    // Running the queue again never sends a delivered brief twice.
    await payload.jobs.run({ silent: true })
    expect(briefs().filter((m) => m.raw.includes('Sam Carter'))).toHaveLength(1)
  })

  it('is followed by one confirmation to the client, with their brief and the next steps', async () => {
    const email = `casey.${crypto.randomUUID().slice(0, 8)}@client.example`
    smtp.refuse(`To: ${email}`, 1)
    const res = await post(valid({ name: 'Casey Confirm', email }))
    const id = await storedId(await res.json())
    const doc = await untilDelivered(id, 'confirmationStatus')
    expect(doc.confirmationDelivery?.attempts).toBe(2)
    const sent = () => smtp.received.filter((m) => m.to.includes(email))
    expect(sent()).toHaveLength(1)
    const [mail] = sent()
    expect(mail!.messageId).toMatch(/^confirmation-/)
    const body = mail!.raw.replace(/=\r?\n/g, '')
    expect(body).toContain('Hello Casey,')
    expect(body).toContain('What happens next')
    expect(body).toMatch(/Casey_Confirm_\d{4}-\d{2}-\d{2}\.md/)
    await payload.jobs.run({ silent: true })
    expect(sent()).toHaveLength(1)
  })

  it('ends cleanly, sending nothing, when its submission was deleted before it ran', async () => {
    const res = await post(valid({ name: 'Deleted Dora' }))
    const id = await storedId(await res.json())
    const [job] = (
      await payload.find({
        collection: 'payload-jobs',
        where: { 'input.submission': { equals: id }, taskSlug: { equals: 'sendBrief' } },
        depth: 0,
      })
    ).docs
    expect(job).toBeDefined()
    await payload.delete({ collection: 'onboarding-submissions', id })

    const spy = vi.spyOn(payload.logger, 'warn')
    let warnings: unknown[][] = []
    try {
      await payload.jobs.runByID({ id: job.id, silent: true })
      // Nothing is left to retry.
      await payload.jobs.run({ silent: true })
    } finally {
      warnings = [...spy.mock.calls]
      spy.mockRestore()
    }

    // Payload deletes a job once it completes; a failed one would stay, waiting for its retry.
    const left = await payload.count({
      collection: 'payload-jobs',
      where: { id: { equals: job.id } },
    })
    expect(left.totalDocs).toBe(0)
    const logged = warnings.filter(([, event]) => event === 'brief_submission_missing')
    expect(logged).toEqual([[{ submission: id, job: job.id }, 'brief_submission_missing']])
    expect(smtp.received.filter((m) => m.raw.includes('Deleted Dora'))).toHaveLength(0)
  })
})

// Who may read and change submissions (ops and admins; only admins delete; nobody creates them
// through the API) is part of the access matrix (tests/int/access.test.ts).

describe('CSV export for ops', () => {
  /** The export's rows as cells; every cell is quoted, and no test value holds a line break. */
  const table = (csv: string) =>
    csv
      .trim()
      .split('\r\n')
      .map((line) =>
        [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) => cell[1]!.replace(/""/g, '"')),
      )

  /** The rows the submissions list's export button downloads for this search, as one role. */
  async function exported(search: string, token?: string) {
    return rest('GET', `onboarding-submissions/export-csv?search=${encodeURIComponent(search)}`, {
      token,
    })
  }

  it('gives ops and admins every answer and where the visit came from, never an unasked column', async () => {
    const attribution = {
      landingPage: '/pricing-start-up',
      referrerHost: 'www.google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'autumn',
      utmTerm: 'outreach',
      utmContent: 'banner',
      pricingPage: '/pricing-start-up',
      currency: 'EUR',
      plan: 'leadpilot',
    }
    const body = valid({ name: 'Csv Carla', company: 'Carla Csv Co', attribution })
    expect((await post(body)).status).toBe(201)
    // Columns staff keep but the wizard never asks stay out, whatever they hold.
    await payload.update({
      collection: 'onboarding-submissions',
      id: await storedId(body),
      data: { shareCredentials: true, setup2fa: true },
    })

    for (const role of ['ops', 'admin'] as const) {
      const res = await exported('Carla Csv Co', await staffToken(role))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
      const [header, row, ...more] = table(await res.text())
      expect(more).toEqual([])
      const cell = (heading: string) => row![header!.indexOf(heading)]
      expect(cell('Name')).toBe('Csv Carla')
      expect(cell('Company')).toBe('Carla Csv Co')
      expect(cell('Website')).toBe('https://acme.example')
      expect(cell('Knows LinkedIn login')).toBe('Yes')
      expect(cell('Landing page')).toBe('/pricing-start-up')
      expect(cell('Referring site')).toBe('www.google.com')
      expect(cell('UTM source')).toBe('newsletter')
      expect(cell('UTM medium')).toBe('email')
      expect(cell('UTM campaign')).toBe('autumn')
      expect(cell('UTM term')).toBe('outreach')
      expect(cell('UTM content')).toBe('banner')
      expect(cell('Pricing page last seen')).toBe('/pricing-start-up')
      expect(cell('Currency on it')).toBe('EUR')
      expect(cell('Plan button pressed')).toBe('leadpilot')
      expect(header!.join(' ')).not.toMatch(/credentials securely|Will share|Two-factor/i)
    }
  })

  it('writes visitor text that a spreadsheet would run as a formula as text', async () => {
    const body = valid({ name: 'Formula Fay', company: '=1+2', role: '@SUM(A1)' })
    expect((await post(body)).status).toBe(201)
    const [header, row] = table(
      await (await exported('Formula Fay', await staffToken('ops'))).text(),
    )
    expect(row![header!.indexOf('Company')]).toBe("'=1+2")
    expect(row![header!.indexOf('Role')]).toBe("'@SUM(A1)")
  })

  it('refuses marketers and visitors', async () => {
    for (const token of [await staffToken('marketer'), undefined]) {
      const res = await exported('', token)
      expect(res.status).toBe(403)
      expect(res.headers.get('content-type')).toMatch(/json/)
    }
  })
})
