import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpForThisProcess } from '../support/smtp'
import { validAnswers, validSubmission } from '../support/submission'
import { addDays } from '@/lib/retention'
import { testPayload } from './payload'

// Resume links and reminders go to a real SMTP server on loopback; set before the app loads.
const smtp = await startSmtpForThisProcess()
process.env.TRUST_PROXY = '1'

type Handler = (request: Request) => Promise<Response>
let payload: Payload
let PUT: Handler
let LINK: Handler
let RESUME: Handler
let STOP: Handler
let SUBMIT: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ PUT } = await import('@/app/(site)/api/onboarding/draft/route'))
  ;({ POST: LINK } = await import('@/app/(site)/api/onboarding/draft/link/route'))
  ;({ POST: RESUME } = await import('@/app/(site)/api/onboarding/draft/resume/route'))
  ;({ POST: STOP } = await import('@/app/(site)/api/onboarding/draft/stop/route'))
  ;({ POST: SUBMIT } = await import('@/app/(site)/api/onboarding/route'))
})
afterAll(() => smtp.stop())

let client = 0
function call(handler: Handler, path: string, method: string, body: unknown) {
  return handler(
    new Request(`http://localhost${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${++client % 250}`,
      },
      body: JSON.stringify(body),
    }),
  )
}

/** A save of the first `stepsDone` steps of a valid submission. */
function save(
  reference: string,
  stepsDone: number,
  extra: Record<string, unknown> = {},
  answers: Record<string, unknown> = {},
) {
  return call(PUT, '/api/onboarding/draft', 'PUT', {
    reference,
    baseRevision: 0,
    stepsDone,
    variant: 'full',
    page: '/onboarding',
    answers: validAnswers(answers),
    attribution: { landingPage: '/pricing-start-up', utmSource: 'linkedin', utmMedium: 'paid' },
    ...extra,
  })
}

const draftOf = async (reference: string) =>
  (
    await payload.find({
      collection: 'onboarding-drafts',
      where: { reference: { equals: reference } },
      depth: 0,
      limit: 1,
    })
  ).docs[0]

/** Runs the queue until `done` says the mail arrived, or gives up after a few seconds. */
async function runJobsUntil(done: () => boolean) {
  const deadline = Date.now() + 15_000
  while (!done() && Date.now() < deadline) {
    await payload.jobs.run({ silent: true })
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address))
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')

describe('saving the wizard’s progress', () => {
  it('stores the answers of the steps done only, checked, with the token on the first save', async () => {
    const reference = crypto.randomUUID()
    const res = await save(reference, 2)
    expect(res.status).toBe(200)
    const { draft } = await res.json()
    expect(draft).toMatchObject({ reference, revision: 1, stepsDone: 2, variant: 'full' })
    expect(draft.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Steps 1 and 2 only: the ICPs of step 3 are still being typed.
    expect(draft.answers).toMatchObject({
      name: 'Jane Doe',
      companyWebsite: 'https://acme.example',
    })
    expect(draft.answers.icps).toBeUndefined()
    const doc = await draftOf(reference)
    expect(doc).toMatchObject({
      email: 'jane@example.com',
      companyName: 'Acme Analytics Ltd',
      stepsDone: 2,
      status: 'open',
      source: 'linkedin / paid, landed on /pricing-start-up',
      attribution: { landingPage: '/pricing-start-up', utmSource: 'linkedin' },
    })
    expect(Date.parse(doc.expiresAt!)).toBeGreaterThan(addDays(new Date(), 29).getTime())
  })

  it('refuses a step whose answers break its rules, and saves nothing', async () => {
    const reference = crypto.randomUUID()
    const res = await save(reference, 1, {}, { email: 'not-an-address' })
    expect(res.status).toBe(400)
    expect((await res.json()).errors.email).toBeTruthy()
    expect(await draftOf(reference)).toBeUndefined()
  })

  it('needs the draft’s token after the first save, and never overwrites a newer revision', async () => {
    const reference = crypto.randomUUID()
    const { draft } = await (await save(reference, 1)).json()
    expect((await save(reference, 2)).status).toBe(403)
    expect((await save(reference, 2, { token: 'x'.repeat(43), baseRevision: 1 })).status).toBe(403)

    // Device A saves revision 2; device B, still on revision 1, is told and changes nothing.
    const a = await save(reference, 2, { token: draft.token, baseRevision: 1 })
    expect((await a.json()).draft.revision).toBe(2)
    const b = await save(reference, 3, { token: draft.token, baseRevision: 1 }, { name: 'Other' })
    expect(b.status).toBe(409)
    const { conflict } = await b.json()
    expect(conflict).toMatchObject({ revision: 2, stepsDone: 2, answers: { name: 'Jane Doe' } })
    expect((await draftOf(reference)).name).toBe('Jane Doe')

    // Two saves of the same revision at once: one wins, the other is told.
    const both = await Promise.all([
      save(reference, 3, { token: draft.token, baseRevision: 2 }, { name: 'First' }),
      save(reference, 3, { token: draft.token, baseRevision: 2 }, { name: 'Second' }),
    ])
    expect(both.map((res) => res.status).sort()).toEqual([200, 409])
    expect((await draftOf(reference)).revision).toBe(3)
  })

  it('marks the draft sent with the submission and keeps none of its answers', async () => {
    const reference = crypto.randomUUID()
    const { draft } = await (await save(reference, 3)).json()
    const submitted = await call(SUBMIT, '/api/onboarding', 'POST', validSubmission(reference))
    expect(submitted.status).toBe(201)
    const doc = await draftOf(reference)
    expect(doc).toMatchObject({
      status: 'submitted',
      name: null,
      email: null,
      answers: null,
      stepsDone: 3,
    })
    expect(doc.submission).toBeTruthy()
    const again = await save(reference, 4, { token: draft.token, baseRevision: draft.revision })
    expect(again.status).toBe(409)
    expect((await again.json()).sent).toBe(true)
  })
})

describe('resume links', () => {
  it('e-mails a signed link that opens every saved answer, and says when it cannot', async () => {
    const reference = crypto.randomUUID()
    const email = `resume-${reference.slice(0, 8)}@example.com`
    const { draft } = await (await save(reference, 3, {}, { email })).json()
    expect((await call(LINK, '/x', 'POST', { reference, token: 'y'.repeat(43) })).status).toBe(403)
    const asked = await call(LINK, '/x', 'POST', { reference, token: draft.token })
    expect(asked.status).toBe(202)
    expect((await asked.json()).email).toBe(email)
    await runJobsUntil(() => mailsTo(email).length > 0)
    const [mail] = mailsTo(email)
    const text = decoded(mail.raw)
    expect(text).toMatch(/Subject: Your link to finish onboarding with/)
    expect(text).toContain('You have completed 3 of 5 steps')
    const code = /\/onboarding\?resume=([\w.-]+)/.exec(text)?.[1]
    expect(code).toBeTruthy()

    const opened = await call(RESUME, '/x', 'POST', { code })
    expect(opened.status).toBe(200)
    const resumed = (await opened.json()).draft
    expect(resumed).toMatchObject({ reference, stepsDone: 3, token: draft.token, revision: 1 })
    expect(resumed.answers.icps[0].jobTitles[0]).toBe('Head of Merchandising')

    const tampered = code!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const bad = await call(RESUME, '/x', 'POST', { code: tampered })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/not valid/)

    await call(SUBMIT, '/api/onboarding', 'POST', validSubmission(reference, { email }))
    const finished = await call(RESUME, '/x', 'POST', { code })
    expect(finished.status).toBe(410)
    expect((await finished.json()).message).toMatch(/already sent these answers/)
  })

  it('says a link whose draft expired has expired', async () => {
    const reference = crypto.randomUUID()
    await save(reference, 1)
    const { applyRetention } =
      await import('../../collections/OnboardingSubmissions/jobs/applyRetention')
    const { resumeCode } = await import('@/server/draft-links')
    const code = resumeCode(payload.secret, reference, addDays(new Date(), 60))
    const { draftsExpired } = await applyRetention(payload, addDays(new Date(), 31))
    expect(draftsExpired).toBeGreaterThanOrEqual(1)
    expect(await draftOf(reference)).toMatchObject({
      status: 'expired',
      email: null,
      answers: null,
    })
    const res = await call(RESUME, '/x', 'POST', { code })
    expect(res.status).toBe(410)
    expect((await res.json()).message).toMatch(/expired/)
  })
})

describe('reminders', () => {
  it('sends at most two, on the settings’ schedule, and stops with one click', async () => {
    const { remindDrafts } = await import('../../collections/OnboardingDrafts/jobs/remindDrafts')
    const reference = crypto.randomUUID()
    const email = `remind-${reference.slice(0, 8)}@example.com`
    await save(reference, 2, {}, { email })
    const now = Date.now()
    const at = (hours: number) => new Date(now + hours * 3_600_000)

    // Not yet: a day has not passed since the last change.
    await remindDrafts(payload, at(23))
    await payload.jobs.run({ silent: true })
    expect(mailsTo(email)).toHaveLength(0)

    await remindDrafts(payload, at(25))
    // A run repeated (a killed runner) queues nothing twice.
    await remindDrafts(payload, at(25.5))
    await runJobsUntil(() => mailsTo(email).length >= 1)
    expect(mailsTo(email)).toHaveLength(1)
    expect((await draftOf(reference)).remindersSent).toBe(1)
    const first = decoded(mailsTo(email)[0].raw)
    expect(first).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/)
    expect(first).toMatch(/\/onboarding\?resume=/)

    await remindDrafts(payload, at(4 * 24 + 1))
    await runJobsUntil(() => mailsTo(email).length >= 2)
    expect(mailsTo(email)).toHaveLength(2)
    expect(decoded(mailsTo(email)[1].raw)).toMatch(/Subject: Last reminder/)

    // Never a third.
    await remindDrafts(payload, at(30 * 24))
    await payload.jobs.run({ silent: true })
    expect(mailsTo(email)).toHaveLength(2)

    const stop = /List-Unsubscribe:\s*<([^>]+)>/i.exec(first)?.[1]
    expect(stop).toMatch(/\/api\/onboarding\/draft\/stop\?code=/)
    const res = await STOP(
      new Request(stop!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(res.status).toBe(200)
    expect((await draftOf(reference)).remindersStoppedAt).toBeTruthy()
    const forged = await STOP(
      new Request(`http://localhost/api/onboarding/draft/stop?code=${reference}.AAAA`, {
        method: 'POST',
        body: '',
      }),
    )
    expect(forged.status).toBe(400)
  })

  it('sends none to a stopped, restricted or sent draft, even one already queued', async () => {
    const { remindDrafts } = await import('../../collections/OnboardingDrafts/jobs/remindDrafts')
    const make = async (label: string) => {
      const reference = crypto.randomUUID()
      const email = `${label}-${reference.slice(0, 8)}@example.com`
      await save(reference, 1, {}, { email })
      return { reference, email, id: (await draftOf(reference)).id }
    }
    const stopped = await make('stopped')
    const restricted = await make('restricted')
    const sent = await make('sent')
    const later = new Date(Date.now() + 25 * 3_600_000)
    // Queued first; then each person stops, restricts or sends before the job runs.
    await remindDrafts(payload, later)
    await payload.db.updateOne({
      collection: 'onboarding-drafts',
      id: stopped.id,
      data: { remindersStoppedAt: new Date().toISOString() },
    })
    await payload.db.updateOne({
      collection: 'onboarding-drafts',
      id: restricted.id,
      data: { restricted: true },
    })
    await call(
      SUBMIT,
      '/api/onboarding',
      'POST',
      validSubmission(sent.reference, { email: sent.email }),
    )
    for (let i = 0; i < 5; i++) await payload.jobs.run({ silent: true })
    for (const each of [stopped, restricted, sent]) {
      expect(
        mailsTo(each.email).filter((mail) => /reminder|nearly there/i.test(mail.raw)),
      ).toHaveLength(0)
    }
  })
})

describe('a person’s requests about their data', () => {
  it('finds their unfinished onboarding, restricts its e-mails and erases its answers', async () => {
    const { createLocalReq } = await import('payload')
    const { erase, restrict } = await import('@collections/DataRequests/answer')
    const { staff } = await import('./payload')
    const ops = await staff('ops')
    const reference = crypto.randomUUID()
    const email = `request-${reference.slice(0, 8)}@example.com`
    const { draft } = await (await save(reference, 2, {}, { email })).json()
    const register = (kind: string) =>
      payload.create({
        collection: 'data-requests',
        data: { email: email.toUpperCase(), kind, receivedAt: new Date().toISOString() } as never,
        user: ops,
        overrideAccess: false,
      })
    const req = async () => createLocalReq({ user: ops as never }, payload)

    const restriction = await register('restriction')
    expect(await restrict(await req(), restriction.id, true)).toMatchObject({ ok: true })
    expect((await draftOf(reference)).restricted).toBe(true)
    // Restricted: the link they asked for before is not sent.
    await call(LINK, '/x', 'POST', { reference, token: draft.token })
    for (let i = 0; i < 3; i++) await payload.jobs.run({ silent: true })
    expect(mailsTo(email)).toHaveLength(0)

    const erasure = await register('erasure')
    expect(await erase(await req(), erasure.id)).toMatchObject({ ok: true })
    const erased = await draftOf(reference)
    expect(erased).toMatchObject({ status: 'expired', name: null, email: null, answers: null })
    expect(JSON.stringify(erased)).not.toContain(email)
  })
})
