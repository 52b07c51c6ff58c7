/**
 * Forms marketers build, against a real database and a real SMTP server: the public route stores
 * an entry only when it passes the form's own fields, comes from the site, is not too fast and
 * leaves the hidden field empty, and stores a retried form once; the team's notification and the
 * sender's confirmation arrive; only admins set where entries go; marketers never read entries,
 * ops read and export them; retention anonymises them after the enquiry period and keeps what the
 * conversion view counts; data requests find, restrict and erase them by address.
 */
import crypto from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpForThisProcess } from '../support/smtp'
import { lexicalParagraph } from '../support/lexical'
import { applyRetention } from '@collections/OnboardingSubmissions/jobs/applyRetention'
import { findHeld } from '@collections/DataRequests/holdings'
import { erase, restrict } from '@collections/DataRequests/answer'
import { ENTRY_MESSAGES, HONEYPOT_FIELD } from '@/lib/forms'
import { addMonths } from '@/lib/retention'
import { issueFormToken } from '@/server/form-token'
import type { User } from '@/payload-types'
import { rest, staff, staffToken, testPayload } from './payload'

const smtp = await startSmtpForThisProcess()
process.env.FORM_RATE_LIMIT = '4'
process.env.TRUST_PROXY = '1'

let payload: Payload
let POST: (request: Request) => Promise<Response>
let formId: number
let marketer: User
let admin: User

const unique = () => crypto.randomUUID().slice(0, 8)

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST } = await import('@/app/(site)/api/form-entries/route'))
  marketer = await staff('marketer')
  admin = await staff('admin')
  const form = await payload.create({
    collection: 'forms',
    data: {
      title: `Event sign-up ${unique()}`,
      fields: [
        { blockType: 'text', name: 'name', label: 'Your name', required: true },
        { blockType: 'email', name: 'email', label: 'Email address', required: true },
        {
          blockType: 'select',
          name: 'session',
          label: 'Session',
          required: true,
          options: [
            { label: 'Morning', value: 'morning' },
            { label: 'Afternoon', value: 'afternoon' },
          ],
        },
        { blockType: 'checkbox', name: 'consent', label: 'Keep me posted', required: false },
      ],
      confirmationType: 'message',
      confirmationMessage: lexicalParagraph('See you there.'),
      notifyTo: 'events-team@leadpilot.example',
      confirmationEmail: {
        send: true,
        subject: 'Your place, {{name}}',
        body: 'Hello {{name}}, you are booked on the {{session}} session.',
      },
    },
    overrideAccess: true,
  })
  formId = form.id
})
afterAll(() => smtp.stop())

let client = 0
const answers = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Shah',
  email: `priya.${unique()}@example.com`,
  session: 'morning',
  consent: true,
  ...overrides,
})

/** A request as the form on the site sends it, its token given `age` seconds ago. */
function entry({
  values = answers(),
  age = 10,
  form = formId,
  ...rest
}: { values?: Record<string, unknown>; age?: number; form?: number } & Record<
  string,
  unknown
> = {}) {
  return {
    formId: form,
    entryId: crypto.randomUUID(),
    token: issueFormToken(form, Date.now() - age * 1000),
    values,
    pagePath: '/events',
    attribution: { landingPage: '/pricing', utmCampaign: 'spring' },
    [HONEYPOT_FIELD]: '',
    ...rest,
  }
}

function post(
  body: unknown,
  { ip = `198.51.100.${++client}`, origin = 'http://localhost:3000' } = {},
) {
  const text = JSON.stringify(body)
  return POST(
    new Request('http://localhost/api/form-entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin },
      body: text,
    }),
  )
}

const entriesFor = async (email: string) =>
  (
    await payload.find({
      collection: 'form-submissions',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

async function runJobs(until: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (!until() && Date.now() < deadline) {
    await payload.jobs.run({ silent: true })
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('POST /api/form-entries', () => {
  it('stores a valid entry with its sender, page and source, and e-mails the team and the sender', async () => {
    const body = entry()
    const email = String(body.values.email)
    const res = await post(body)
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const [doc] = await entriesFor(email)
    expect(doc).toMatchObject({
      form: formId,
      name: 'Priya Shah',
      email,
      pagePath: '/events',
      attribution: { landingPage: '/pricing', utmCampaign: 'spring' },
    })
    expect(doc!.submissionData!.map(({ field, value }) => [field, value])).toEqual([
      ['name', 'Priya Shah'],
      ['email', email],
      ['session', 'morning'],
      ['consent', 'Yes'],
    ])
    expect(doc!.lastContactAt).toBeTruthy()

    const mails = () => smtp.received.filter((m) => m.raw.includes(email))
    await runJobs(() => mails().length >= 2)
    const team = mails().find((m) => m.to.includes('events-team@leadpilot.example'))
    const sender = mails().find((m) => m.to.includes(email))
    expect(team?.raw).toMatch(/Reply-To: .*priya\./i)
    expect(team?.raw).toContain('Session:')
    expect(sender?.raw).toContain('Subject: Your place, Priya Shah')
    expect(sender?.raw).toContain('you are booked on the morning session')
    const stored = (await entriesFor(email))[0]!
    expect(stored.notification?.deliveredAt).toBeTruthy()
    expect(stored.confirmation?.deliveredAt).toBeTruthy()
  })

  it('stores a retried form once', async () => {
    const body = entry()
    const first = await post(body)
    const again = await post({ ...body, token: issueFormToken(formId, Date.now() - 20_000) })
    expect([first.status, again.status]).toEqual([201, 200])
    expect(await entriesFor(String(body.values.email))).toHaveLength(1)
  })

  it('answers each wrong answer under its field and stores nothing', async () => {
    const values = answers({ name: '  ', email: 'not-an-address', session: 'midnight' })
    const res = await post(entry({ values }))
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.errors).toEqual({
      name: ENTRY_MESSAGES.required,
      email: ENTRY_MESSAGES.email,
      session: ENTRY_MESSAGES.choose,
    })
    expect(await entriesFor('not-an-address')).toHaveLength(0)
  })

  it('ignores answers to fields the form does not have', async () => {
    const values = answers({ isAdmin: 'yes', notifyTo: 'attacker@example.com' })
    expect((await post(entry({ values }))).status).toBe(201)
    const [doc] = await entriesFor(String(values.email))
    expect(doc!.submissionData!.map((a) => a.field)).toEqual([
      'name',
      'email',
      'session',
      'consent',
    ])
  })

  it('turns away bots: the hidden field filled, too fast, no or a forged token', async () => {
    const values = answers()
    const refusals = [
      entry({ values, [HONEYPOT_FIELD]: 'http://spam.example' }),
      entry({ values, age: 0 }),
      entry({ values, token: 'forged.123.abc' }),
      entry({ values, token: issueFormToken(formId + 1, Date.now() - 10_000) }),
      entry({ values, age: 13 * 60 * 60 }),
    ]
    const answersGiven = []
    for (const body of refusals) {
      const res = await post(body)
      answersGiven.push([res.status, (await res.json()).code])
    }
    expect(answersGiven).toEqual([
      [400, 'bot'],
      [400, 'token'],
      [400, 'token'],
      [400, 'token'],
      [400, 'token'],
    ])
    expect(await entriesFor(String(values.email))).toHaveLength(0)
  })

  it('refuses a form sent from another site, an unknown form and a flood', async () => {
    const fromElsewhere = await post(entry(), { origin: 'https://evil.example' })
    expect(fromElsewhere.status).toBe(403)
    const unknown = await post(entry({ form: 999_999 }))
    expect(unknown.status).toBe(404)
    const ip = '192.0.2.77'
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await post(entry(), { ip })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 429])
  })
})

describe('who may do what with forms and entries', () => {
  it('only admins set or change where entries are e-mailed', async () => {
    const created = await payload.create({
      collection: 'forms',
      data: {
        title: `Marketer form ${unique()}`,
        fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
        confirmationType: 'message',
        confirmationMessage: lexicalParagraph('Thanks.'),
        notifyTo: 'marketer-inbox@example.com',
      },
      user: marketer,
      overrideAccess: false,
    })
    expect(created.notifyTo ?? null).toBeNull()
    await payload.update({
      collection: 'forms',
      id: formId,
      data: { notifyTo: 'marketer-inbox@example.com', title: 'Renamed by a marketer' },
      user: marketer,
      overrideAccess: false,
    })
    const afterMarketer = await payload.findByID({ collection: 'forms', id: formId })
    expect(afterMarketer.notifyTo).toBe('events-team@leadpilot.example')
    expect(afterMarketer.title).toBe('Renamed by a marketer')
    await payload.update({
      collection: 'forms',
      id: created.id,
      data: { notifyTo: 'team@leadpilot.example' },
      user: admin,
      overrideAccess: false,
    })
    expect((await payload.findByID({ collection: 'forms', id: created.id })).notifyTo).toBe(
      'team@leadpilot.example',
    )
  })

  it('visitors read a form without its team address', async () => {
    const res = await rest('GET', `forms/${formId}`)
    expect(res.status).toBe(200)
    const form = await res.json()
    expect(form.fields).toHaveLength(4)
    expect(form).not.toHaveProperty('notifyTo')
    // Nor found out by querying on it: refused, or answered as if no form matched.
    const query = await rest('GET', 'forms?where[notifyTo][like]=events-team')
    if (query.status === 200) expect((await query.json()).totalDocs).toBe(0)
    else expect(query.status).toBeGreaterThanOrEqual(400)
  })

  it('marketers never read entries; ops read and export them, and the export is recorded', async () => {
    const values = answers({ name: 'Export Person' })
    expect((await post(entry({ values }))).status).toBe(201)
    const marketerToken = await staffToken('marketer')
    expect((await rest('GET', 'form-submissions', { token: marketerToken })).status).toBe(403)
    expect(
      (await rest('GET', 'form-submissions/export-csv', { token: marketerToken })).status,
    ).toBe(403)

    const opsToken = await staffToken('ops')
    const list = await rest('GET', 'form-submissions?limit=100', { token: opsToken })
    expect(list.status).toBe(200)
    const csv = await rest(
      'GET',
      `form-submissions/export-csv?search=${encodeURIComponent(String(values.email))}`,
      { token: opsToken },
    )
    expect(csv.status).toBe(200)
    const text = await csv.text()
    const [header, row, ...rest_] = text.trim().split('\r\n')
    expect(rest_).toHaveLength(0)
    expect(header).toContain('"Your name","Email address","Session","Keep me posted"')
    expect(row).toContain('"Export Person"')
    expect(row).toContain('"/events"')
    expect(row).toContain('"spring"')
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { change: { like: 'Exported 1 form entry' } },
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThan(0)
  })

  it('nobody creates or changes an entry through the API', async () => {
    const opsToken = await staffToken('admin')
    const res = await rest('POST', 'form-submissions', {
      token: opsToken,
      body: { form: formId, submissionData: [{ field: 'name', value: 'x' }] },
    })
    expect(res.status).toBe(403)
  })

  it('a form with entries is not deleted', async () => {
    const res = await rest('DELETE', `forms/${formId}`, { token: await staffToken('marketer') })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('cannot be deleted')
    expect(await payload.findByID({ collection: 'forms', id: formId })).toBeTruthy()
  })
})

describe('retention and data requests', () => {
  it('anonymises entries 24 months after the last contact, keeping form, page, source and date', async () => {
    const values = answers({ name: 'Old Enquirer' })
    expect((await post(entry({ values }))).status).toBe(201)
    const [doc] = await entriesFor(String(values.email))
    await payload.db.updateOne({
      collection: 'form-submissions',
      id: doc!.id,
      data: { lastContactAt: addMonths(new Date(), -25).toISOString() },
      returning: false,
    })
    const recent = answers({ name: 'Recent Enquirer' })
    expect((await post(entry({ values: recent }))).status).toBe(201)

    const counts = await applyRetention(payload)
    expect(counts.entriesAnonymised).toBeGreaterThanOrEqual(1)
    const after = await payload.findByID({
      collection: 'form-submissions',
      id: doc!.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(after).toMatchObject({
      form: formId,
      pagePath: '/events',
      email: null,
      name: null,
      submissionData: [],
      createdAt: doc!.createdAt,
      attribution: { landingPage: '/pricing', utmCampaign: 'spring' },
    })
    expect(after.anonymisedAt).toBeTruthy()
    expect(await entriesFor(String(recent.email))).toHaveLength(1)
    expect((await entriesFor(String(recent.email)))[0]!.anonymisedAt ?? null).toBeNull()
  })

  it('a data request finds the entries whatever the case, restricts and erases them', async () => {
    const email = `Sam.${unique()}@Example.com`
    expect(await post(entry({ values: answers({ name: 'Sam Person', email }) }))).toBeTruthy()
    const ops = await staff('ops')
    const req = await createLocalReq({ user: ops as never }, payload)
    const held = await findHeld(req, email.toLowerCase())
    const entries = held.find(({ holder }) => holder.collection === 'form-submissions')!.records
    expect(entries).toHaveLength(1)
    expect(entries[0]!.readable).toContainEqual(['Your name', 'Sam Person'])
    expect(entries[0]!.readable).toContainEqual(['Session', 'morning'])

    const request = await payload.create({
      collection: 'data-requests',
      data: { email, kind: 'erasure', receivedAt: new Date().toISOString() } as never,
      user: ops,
      overrideAccess: false,
    })
    expect((await restrict(req, request.id, true)).ok).toBe(true)
    const restricted = await payload.findByID({
      collection: 'form-submissions',
      id: Number(entries[0]!.id),
      overrideAccess: true,
    })
    expect(restricted.restricted).toBe(true)
    expect(
      (await erase(await createLocalReq({ user: ops as never }, payload), request.id)).ok,
    ).toBe(true)
    const erased = await payload.findByID({
      collection: 'form-submissions',
      id: Number(entries[0]!.id),
      depth: 0,
      overrideAccess: true,
    })
    expect(erased).toMatchObject({ email: null, name: null, submissionData: [], form: formId })
    expect(erased.anonymisedAt).toBeTruthy()
  })
})

describe('form.submitted webhook', () => {
  it('queues the event with the answers for each endpoint that subscribes', async () => {
    const endpoint = await payload.create({
      collection: 'webhook-endpoints',
      data: { url: 'http://127.0.0.1:9/forms', events: ['form.submitted'], active: true },
      overrideAccess: true,
    })
    const values = answers({ name: 'Hook Person' })
    expect((await post(entry({ values }))).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'webhook-deliveries',
      where: {
        and: [{ endpoint: { equals: endpoint.id } }, { type: { equals: 'form.submitted' } }],
      },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const message = docs[0]!.payload as { type: string; data: Record<string, unknown> }
    expect(message.type).toBe('form.submitted')
    expect(message.data).toMatchObject({
      form: { id: String(formId) },
      page: '/events',
      answers: { name: 'Hook Person', email: values.email, session: 'morning', consent: 'Yes' },
      attribution: { landingPage: '/pricing', utmCampaign: 'spring' },
    })
    expect(docs[0]!.email).toBe(values.email)
    await payload.update({
      collection: 'webhook-endpoints',
      id: endpoint.id,
      data: { active: false },
      overrideAccess: true,
    })
  })
})
