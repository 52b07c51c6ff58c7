/**
 * Retention as the privacy policy states it, applied by the nightly job on a database holding
 * records of every age: exactly what is past its period is anonymised (enquiries after the
 * enquiry period from the last contact, clients after the client period from the end of the
 * work, unless ops keep them longer with a reason), the counts stay, and a second run removes
 * nothing.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { validSubmission } from '../support/submission'
import { applyRetention } from '@collections/OnboardingSubmissions/jobs/applyRetention'
import { addDays, addMonths, DEFAULT_PERIODS } from '@/lib/retention'
import { testPayload } from './payload'

let payload: Payload
const NOW = new Date()

/** A stored submission whose last contact (and work end, for a client) lies in the past. */
async function held(
  label: string,
  {
    lastContact,
    status = 'contacted',
    workEnded,
    keepUntil,
  }: { lastContact: Date; status?: string; workEnded?: Date; keepUntil?: Date },
) {
  const doc = await payload.create({
    collection: 'onboarding-submissions',
    data: {
      ...validSubmission(crypto.randomUUID(), { name: label, email: `${label}@client.example` }),
      status,
      brief: `# Brief for ${label}`,
      attribution: { landingPage: '/linkedin-outreach', utmCampaign: 'autumn' },
    } as never,
    overrideAccess: true,
  })
  // As if the contact, the end of the work and the decision to keep it were in the past.
  await payload.db.updateOne({
    collection: 'onboarding-submissions',
    id: doc.id,
    data: {
      lastContactAt: lastContact.toISOString(),
      workEndedAt: workEnded?.toISOString() ?? null,
      retention: keepUntil
        ? { keepUntil: keepUntil.toISOString(), reason: 'Contract under negotiation' }
        : { keepUntil: null, reason: null },
    },
  })
  return doc.id
}

const read = (id: number) =>
  payload.findByID({ collection: 'onboarding-submissions', id, depth: 0, overrideAccess: true })

const monthsAgo = (months: number) => addMonths(NOW, -months)
const daysAgo = (days: number) => addDays(NOW, -days)

describe('the nightly retention job', () => {
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    payload = await testPayload()
    await payload.updateGlobal({
      slug: 'privacy-settings',
      data: DEFAULT_PERIODS,
      overrideAccess: true,
    })
    // Whatever earlier suites left is past any period by now or not: start from none due.
    await applyRetention(payload, NOW)
    const e = DEFAULT_PERIODS.enquiryMonths
    const c = DEFAULT_PERIODS.clientYears * 12
    Object.assign(ids, {
      staleEnquiry: await held('stale-enquiry', { lastContact: daysAgo(1 + 31 * e) }),
      justDue: await held('just-due', { lastContact: addDays(monthsAgo(e), -1) }),
      recentEnquiry: await held('recent-enquiry', { lastContact: addDays(monthsAgo(e), 2) }),
      archived: await held('archived', { lastContact: monthsAgo(e + 3), status: 'archived' }),
      keptEnquiry: await held('kept-enquiry', {
        lastContact: monthsAgo(e + 6),
        keepUntil: addDays(NOW, 90),
      }),
      keptUntilPast: await held('kept-until-past', {
        lastContact: monthsAgo(e + 6),
        keepUntil: daysAgo(1),
      }),
      oldClient: await held('old-client', {
        lastContact: monthsAgo(c + 12),
        status: 'onboarded',
        workEnded: monthsAgo(c + 1),
      }),
      currentClient: await held('current-client', {
        lastContact: monthsAgo(c + 24),
        status: 'onboarded',
        workEnded: monthsAgo(c - 1),
      }),
      clientStillWorking: await held('client-still-working', {
        lastContact: monthsAgo(c + 24),
        status: 'onboarded',
      }),
    })
  })

  it('anonymises exactly the records past their period, and a second run removes nothing', async () => {
    const first = await applyRetention(payload, NOW)
    expect(first.anonymised).toBe(5)
    const anonymised = Object.fromEntries(
      await Promise.all(
        Object.entries(ids).map(async ([label, id]) => [
          label,
          Boolean((await read(id)).anonymisedAt),
        ]),
      ),
    )
    expect(anonymised).toEqual({
      staleEnquiry: true,
      justDue: true,
      recentEnquiry: false,
      archived: true,
      keptEnquiry: false,
      keptUntilPast: true,
      oldClient: true,
      currentClient: false,
      clientStillWorking: false,
    })
    expect((await applyRetention(payload, NOW)).anonymised).toBe(0)
  })

  it('keeps what the conversion view counts and drops everything that identifies the person', async () => {
    const doc = await read(ids.oldClient!)
    expect(doc).toMatchObject({
      name: 'Anonymised',
      email: null,
      company: null,
      companyWebsite: null,
      offeringSummary: null,
      linkedinCredentials: false,
      brief: null,
      icps: [],
      status: 'onboarded',
      variant: 'full',
      attribution: { landingPage: '/linkedin-outreach', utmCampaign: 'autumn' },
    })
    expect(doc.createdAt).toBeTruthy()
    expect(JSON.stringify(doc)).not.toContain('old-client@client.example')
  })

  it('counts the periods from the settings admins set', async () => {
    const id = await held('short-period', { lastContact: monthsAgo(13) })
    expect((await applyRetention(payload, NOW)).anonymised).toBe(0)
    await payload.updateGlobal({
      slug: 'privacy-settings',
      data: { enquiryMonths: 12 },
      overrideAccess: true,
    })
    try {
      expect((await applyRetention(payload, NOW)).anonymised).toBeGreaterThanOrEqual(1)
      expect((await read(id)).anonymisedAt).toBeTruthy()
    } finally {
      await payload.updateGlobal({
        slug: 'privacy-settings',
        data: DEFAULT_PERIODS,
        overrideAccess: true,
      })
    }
  })

  it('deletes finished jobs after a month, with the addresses their input holds', async () => {
    const job = await payload.jobs.queue({
      task: 'sendPasswordReset',
      input: { email: 'someone@leadpilot.example' },
    })
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { hasError: true, processing: false, updatedAt: daysAgo(31).toISOString() },
    })
    const recent = await payload.jobs.queue({
      task: 'sendPasswordReset',
      input: { email: 'recent@leadpilot.example' },
    })
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: recent.id,
      data: { hasError: true, processing: false },
    })
    expect((await applyRetention(payload, NOW)).jobsDeleted).toBeGreaterThanOrEqual(1)
    const left = await payload.find({
      collection: 'payload-jobs',
      where: { id: { in: [job.id, recent.id] } },
      overrideAccess: true,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([recent.id])
  })

  it("keeps its schedule state out of every staff member's reach, and is still queued by it", async () => {
    const { rest, staffToken } = await import('./payload')
    for (const role of ['marketer', 'ops', 'admin'] as const) {
      const token = await staffToken(role)
      expect((await rest('GET', 'globals/payload-jobs-stats', { token })).status).toBe(403)
      const write = await rest('POST', 'globals/payload-jobs-stats', {
        token,
        body: { stats: { scheduledRuns: {} } },
      })
      expect(write.status).toBe(403)
    }
    const result = await payload.jobs.handleSchedules({ queue: 'default' })
    expect(result.errored).toEqual([])
  })

  it('is scheduled every night', () => {
    const task = payload.config.jobs.tasks?.find((each) => each.slug === 'applyRetention')
    expect(task?.schedule?.[0]?.cron).toBe('0 15 3 * * *')
  })
})

describe('last contact and keeping longer', () => {
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('counts a change of status as contact, and no other change', async () => {
    const id = await held('contact', { lastContact: monthsAgo(20) })
    await payload.update({
      collection: 'onboarding-submissions',
      id,
      data: { role: 'Chair' },
      overrideAccess: true,
    })
    expect(new Date((await read(id)).lastContactAt!).getTime()).toBeLessThan(daysAgo(300).getTime())
    await payload.update({
      collection: 'onboarding-submissions',
      id,
      data: { status: 'archived' },
      overrideAccess: true,
    })
    expect(new Date((await read(id)).lastContactAt!).getTime()).toBeGreaterThan(
      daysAgo(1).getTime(),
    )
  })

  it('asks for the reason, and records who kept a record longer, until when and why', async () => {
    const id = await held('keep', { lastContact: monthsAgo(23) })
    const keepUntil = addDays(NOW, 60).toISOString()
    const refused = await payload
      .update({
        collection: 'onboarding-submissions',
        id,
        data: { retention: { keepUntil, reason: ' ' } },
        overrideAccess: true,
      })
      .then(
        () => undefined,
        (error: { data?: { errors?: { message: string }[] } }) => error,
      )
    expect(refused?.data?.errors?.[0]?.message).toBe('Say why this record is kept longer.')
    await payload.update({
      collection: 'onboarding-submissions',
      id,
      data: { retention: { keepUntil, reason: 'Waiting for the signed contract' } },
      overrideAccess: true,
    })
    const { submissionId } = await read(id)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { change: { equals: `Submission ${submissionId} kept longer` } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.after).toEqual([
      `until ${keepUntil.slice(0, 10)}`,
      'Waiting for the signed contract',
    ])
  })
})
