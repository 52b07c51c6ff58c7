/**
 * Requests from people about their data, as ops answer them: the register keeps each request's
 * due date, who handled it and when it was answered; everything held for the address is found
 * whatever its case, exported as JSON and as readable text, restricted (no brief e-mail, no CSV,
 * no brief download) and erased, leaving the register a masked address only; each answer is in
 * the access log; the retention job removes answered requests after the register's period.
 */
import crypto from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { erase, restrict } from '@collections/DataRequests/answer'
import { applyRetention } from '@collections/OnboardingSubmissions/jobs/applyRetention'
import { addMonths, DEFAULT_PERIODS } from '@/lib/retention'
import { validSubmission } from '../support/submission'
import { rest, staff, staffToken, testPayload } from './payload'

let payload: Payload
let ops: User

const unique = () => crypto.randomUUID().slice(0, 8)

async function submission(email: string, name = 'Dana Request') {
  const doc = await payload.create({
    collection: 'onboarding-submissions',
    data: validSubmission(crypto.randomUUID(), { name, email }) as never,
    overrideAccess: true,
  })
  return doc.id
}

async function request(email: string, kind = 'access', receivedAt = new Date()) {
  return payload.create({
    collection: 'data-requests',
    data: { email, kind, receivedAt: receivedAt.toISOString() } as never,
    user: ops,
    overrideAccess: false,
  })
}

const readSubmission = (id: number) =>
  payload.findByID({ collection: 'onboarding-submissions', id, depth: 0, overrideAccess: true })
const readRequest = (id: number) =>
  payload.findByID({ collection: 'data-requests', id, depth: 0, overrideAccess: true })
const opsReq = async () => createLocalReq({ user: ops as never }, payload)

const auditEntries = async (prefix: string) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { change: { like: prefix } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  ops = await staff('ops')
})

describe('the register', () => {
  it('is due one calendar month after receipt, and records who handled it', async () => {
    const received = new Date('2026-01-31T10:00:00.000Z')
    const doc = await request(`Due.${unique()}@Example.com`, 'access', received)
    expect(doc.dueAt).toBe('2026-02-28T10:00:00.000Z')
    expect(doc.handledBy).toBe(ops.email)
    expect(doc.email).toMatch(/^due\.[0-9a-f]{8}@example\.com$/)
    expect(doc.status).toBe('open')
    expect(doc.answeredAt).toBeFalsy()
  })

  it('refuses closing a request without saying how it was answered, then records the answer', async () => {
    const doc = await request(`closing-${unique()}@example.com`)
    await expect(
      payload.update({
        collection: 'data-requests',
        id: doc.id,
        data: { status: 'answered' },
        user: ops,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Outcome/i)
    expect((await readRequest(doc.id)).status).toBe('open')
    const answered = await payload.update({
      collection: 'data-requests',
      id: doc.id,
      data: { status: 'answered', outcome: 'Sent the copy by e-mail.' },
      user: ops,
      overrideAccess: false,
    })
    expect(answered.answeredAt).toBeTruthy()
    const reopened = await payload.update({
      collection: 'data-requests',
      id: doc.id,
      data: { status: 'open' },
      user: ops,
      overrideAccess: false,
    })
    expect(reopened.answeredAt).toBeFalsy()
  })

  it('does not let staff set the due date, the handler or the answer date', async () => {
    const doc = await request(`forged-${unique()}@example.com`)
    const forged = await payload.update({
      collection: 'data-requests',
      id: doc.id,
      data: {
        dueAt: '2099-01-01T00:00:00.000Z',
        handledBy: 'someone else',
        erasedAt: '2020-01-01T00:00:00.000Z',
      } as never,
      user: ops,
      overrideAccess: false,
    })
    expect(forged.dueAt).toBe(doc.dueAt)
    expect(forged.handledBy).toBe(ops.email)
    expect(forged.erasedAt).toBeFalsy()
  })

  it('refuses an address that is not one, and a marketer altogether', async () => {
    await expect(request('not an address')).rejects.toMatchObject({
      data: { errors: [{ path: 'email', message: 'Enter a valid e-mail address.' }] },
    })
    const marketer = await staff('marketer')
    await expect(
      payload.find({ collection: 'data-requests', user: marketer, overrideAccess: false }),
    ).rejects.toThrow()
  })
})

describe('answering a request', () => {
  it('exports everything held for the address, whatever its case, and records it', async () => {
    const email = `copy-${unique()}@example.com`
    const first = await submission(email, 'Casey Copy')
    const second = await submission(email.toUpperCase(), 'Casey Copy again')
    const other = await submission(`other-${unique()}@example.com`)
    const doc = await request(email)
    const token = await staffToken('ops')

    const json = await rest('GET', `data-requests/${doc.id}/export?format=json`, { token })
    expect(json.status).toBe(200)
    expect(json.headers.get('content-disposition')).toContain('.json')
    expect(json.headers.get('cache-control')).toBe('no-store')
    const copy = await json.json()
    expect(copy.emailAddress).toBe(email)
    const ids = copy.records['onboarding-submissions'].map((r: { id: number }) => r.id)
    expect(ids.sort()).toEqual([first, second].sort())
    expect(ids).not.toContain(other)
    expect(copy.records['onboarding-submissions'][0]).toHaveProperty('companyName')

    const text = await rest('GET', `data-requests/${doc.id}/export?format=text`, { token })
    expect(text.status).toBe(200)
    const readable = await text.text()
    expect(readable).toContain(`Personal data held by Leadpilot for ${email}`)
    expect(readable).toContain('Casey Copy again')
    expect(readable).toMatch(/Company name: /)

    const stored = await readRequest(doc.id)
    expect(stored.actions?.map((a) => a.what)).toEqual([
      'Exported a copy of 2 records (JSON)',
      'Exported a copy of 2 records (readable text)',
    ])
    expect(await auditEntries(`Data request ${doc.id}: Exported`)).toHaveLength(2)

    const marketer = await staffToken('marketer')
    const refused = await rest('GET', `data-requests/${doc.id}/export`, { token: marketer })
    expect(refused.status).toBe(404)
    expect(await rest('GET', `data-requests/${doc.id}/export`)).toHaveProperty('status', 404)
  })

  it('restricts: no brief e-mail, no brief download, no CSV row; and lifts it again', async () => {
    const email = `restrict-${unique()}@example.com`
    const id = await submission(email, 'Rita Restrict')
    const doc = await request(email, 'restriction')
    expect(await restrict(await opsReq(), doc.id, true)).toEqual({
      ok: true,
      message: 'Restricted the use of 1 record.',
    })
    expect((await readSubmission(id)).restricted).toBe(true)

    const token = await staffToken('ops')
    const brief = await rest('GET', `onboarding-submissions/${id}/brief`, { token })
    expect(brief.status).toBe(403)
    expect((await brief.json()).message).toMatch(/restricted/)
    const csv = await (
      await rest('GET', `onboarding-submissions/export-csv?search=${encodeURIComponent(email)}`, {
        token,
      })
    ).text()
    expect(csv).not.toContain('Rita Restrict')

    const job = await payload.jobs.queue({ task: 'sendBrief', input: { submission: id } })
    await payload.jobs.runByID({ id: job.id })
    expect((await readSubmission(id)).briefStatus).toBe('withheld')

    expect(await restrict(await opsReq(), doc.id, false)).toMatchObject({
      ok: true,
      message: 'Lifted the restriction on 1 record.',
    })
    expect((await readSubmission(id)).restricted).toBe(false)
    const again = await (
      await rest('GET', `onboarding-submissions/export-csv?search=${encodeURIComponent(email)}`, {
        token,
      })
    ).text()
    expect(again).toContain('Rita Restrict')
    expect(await auditEntries(`Data request ${doc.id}: Restricted`)).toHaveLength(1)
  })

  it('erases everything for the address and keeps only a masked address in the register', async () => {
    const email = `erase-${unique()}@example.com`
    const kept = await submission(`keep-${unique()}@example.com`, 'Kim Kept')
    const ids = [await submission(email, 'Eli Erase'), await submission(email, 'Eli Erase')]
    const complaint = await payload.create({
      collection: 'privacy-complaints',
      data: {
        reference: `PC-ERASE-${unique()}`,
        name: 'Eli Erase',
        email: email.toUpperCase(),
        whatHappened: 'You e-mailed me after I asked you to stop.',
        status: 'open',
      } as never,
      overrideAccess: true,
    })
    const earlier = await request(email, 'access')
    const doc = await request(email, 'erasure')

    const outcome = await erase(await opsReq(), doc.id)
    expect(outcome).toEqual({
      ok: true,
      message: 'Erased 3 records held for the address. The register keeps only a masked address.',
      reload: true,
    })
    for (const id of ids) {
      const gone = await readSubmission(id)
      expect(gone).toMatchObject({ name: 'Anonymised', email: null, brief: null })
      expect(gone.anonymisedAt).toBeTruthy()
      expect(gone.status).toBe('new')
    }
    expect((await readSubmission(kept)).name).toBe('Kim Kept')
    const complaints = await payload.find({
      collection: 'privacy-complaints',
      where: { id: { equals: complaint.id } },
      overrideAccess: true,
    })
    expect(complaints.totalDocs).toBe(0)
    for (const id of [doc.id, earlier.id]) {
      const register = await readRequest(id)
      expect(register.email).toBe('e•••@•••.com')
      expect(register.erasedAt).toBeTruthy()
      expect(JSON.stringify(register)).not.toContain(email)
    }
    const audit = await auditEntries(`Data request ${doc.id}: Erased`)
    expect(audit).toHaveLength(1)
    expect(JSON.stringify(audit)).not.toContain(email)

    // Nothing is left to export or erase, and a save of the form opened before cannot unmask it.
    const token = await staffToken('ops')
    expect((await rest('GET', `data-requests/${doc.id}/export`, { token })).status).toBe(410)
    expect(await erase(await opsReq(), doc.id)).toMatchObject({ ok: false })
    const saved = await payload.update({
      collection: 'data-requests',
      id: doc.id,
      data: { email, outcome: 'Erased and told them.' },
      user: ops,
      overrideAccess: false,
    })
    expect(saved.email).toBe('e•••@•••.com')
  })
})

describe('the privacy notice a submission saw', () => {
  it('records the published version of the privacy page in force when it was sent', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'privacy' } },
      overrideAccess: true,
      depth: 0,
    })
    const page =
      docs[0] ??
      (await payload.create({
        collection: 'pages',
        data: { title: 'Privacy Policy', slug: 'privacy', _status: 'published', layout: [] },
        overrideAccess: true,
      }))
    if (page._status !== 'published') {
      await payload.update({
        collection: 'pages',
        id: page.id,
        data: { _status: 'published' },
        overrideAccess: true,
      })
    }
    const { docs: versions } = await payload.findVersions({
      collection: 'pages',
      where: {
        and: [{ parent: { equals: page.id } }, { 'version._status': { equals: 'published' } }],
      },
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    const doc = await readSubmission(await submission(`notice-${unique()}@example.com`))
    expect(doc.privacyNotice).toEqual({
      version: String(versions[0]!.id),
      publishedAt: versions[0]!.updatedAt,
    })
  })
})

describe('the register’s retention', () => {
  it('removes answered requests past the register period, keeps the rest, and a second run removes nothing', async () => {
    await payload.updateGlobal({
      slug: 'privacy-settings',
      data: DEFAULT_PERIODS,
      overrideAccess: true,
    })
    const now = new Date()
    await applyRetention(payload, now)
    const years = DEFAULT_PERIODS.registerYears
    const make = async (answeredMonthsAgo: number | null) => {
      const doc = await request(`old-${unique()}@example.com`)
      if (answeredMonthsAgo !== null) {
        await payload.db.updateOne({
          collection: 'data-requests',
          id: doc.id,
          data: {
            status: 'answered',
            outcome: 'Done.',
            answeredAt: addMonths(now, -answeredMonthsAgo).toISOString(),
          },
        })
      }
      return doc.id
    }
    const old = await make(12 * years + 1)
    const recent = await make(12 * years - 1)
    const open = await make(null)
    await payload.db.updateOne({
      collection: 'data-requests',
      id: open,
      data: { receivedAt: addMonths(now, -12 * years - 6).toISOString() },
    })
    expect((await applyRetention(payload, now)).requestsDeleted).toBe(1)
    await expect(readRequest(old)).rejects.toThrow()
    expect((await readRequest(recent)).id).toBe(recent)
    expect((await readRequest(open)).id).toBe(open)
    expect((await applyRetention(payload, now)).requestsDeleted).toBe(0)
  })
})
