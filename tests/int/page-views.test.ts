import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CAMPAIGN_MAX } from '@/lib/beacon'
import { londonDay } from '@/lib/london'
import { validSubmission } from '../support/submission'
import { testPayload } from './payload'

// Outside a Next.js server: queries run uncached.
vi.mock('next/cache', () => ({ unstable_cache: (query: () => unknown) => query }))

let payload: Payload
let POST: (request: Request) => Promise<Response>
let flushCounts: () => Promise<void>
let countMissing: (path: string) => void
let countVisit: (path: string, campaign: string, now?: Date) => void
let MAX_MISSING_PATHS: number
let MAX_CAMPAIGN_PAIRS: number
let OTHER_CAMPAIGN: string

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST } = await import('@/app/(site)/api/views/route'))
  ;({
    flushCounts,
    countMissing,
    countVisit,
    MAX_MISSING_PATHS,
    MAX_CAMPAIGN_PAIRS,
    OTHER_CAMPAIGN,
  } = await import('@/data/page-views'))
})

let client = 0
const beacon = (path: string, missing = false, cookie?: string) =>
  POST(
    new Request(`http://localhost/api/views${missing ? '?status=404' : ''}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'x-forwarded-for': `203.0.113.${++client}`,
        ...(cookie ? { cookie } : {}),
      },
      body: path,
    }),
  )

/** The beacon of a visit's first page, as the site sends it. */
const landing = (path: string, campaign?: string, cookie?: string) =>
  beacon(JSON.stringify({ path, landing: true, campaign }), false, cookie)

/** The stored day of a London day (YYYY-MM-DD). */
const storedDay = (day: string) => `${day}T00:00:00.000Z`

/** Visits stored for the day, by path and campaign (`path campaign`). */
async function visitsOn(day: string): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'landing-visits',
    where: { day: { equals: storedDay(day) } },
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [`${doc.path} ${doc.campaign}`, doc.visits]))
}

describe('POST /api/views', () => {
  it('counts views in one row per page per day, written in one batch', async () => {
    const path = '/pricing-overview'
    const today = new Date().toISOString().slice(0, 10)
    const row = async () =>
      (
        await payload.find({
          collection: 'page-views',
          where: { path: { equals: path }, day: { equals: `${today}T00:00:00.000Z` } },
          overrideAccess: true,
        })
      ).docs
    const before = (await row())[0]?.views ?? 0
    for (let i = 0; i < 3; i++) expect((await beacon(path)).status).toBe(204)
    await flushCounts()
    expect((await beacon(path)).status).toBe(204)
    await flushCounts()
    const docs = await row()
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ path, views: before + 4 })
  })

  it('counts 404s per path, path and count only', async () => {
    const path = `/old-${crypto.randomUUID().slice(0, 8)}.html`
    countMissing(path)
    countMissing(path)
    await flushCounts()
    const { docs } = await payload.find({
      collection: 'missing-pages',
      where: { path: { equals: path } },
      overrideAccess: true,
    })
    expect(docs.map(({ path, hits }) => ({ path, hits }))).toEqual([{ path, hits: 2 }])
    expect(Object.keys(docs[0]!).sort()).toEqual(['hits', 'id', 'path'])
  })

  it('keeps the most frequent missing paths and no more than the limit, however many are asked for', async () => {
    const run = crypto.randomUUID().slice(0, 8)
    const frequent = `/old-pricing-${run}`
    for (let i = 0; i < 3; i++) countMissing(frequent)
    await flushCounts()
    for (let i = 0; i <= MAX_MISSING_PATHS; i++) countMissing(`/made-up-${run}-${i}`)
    await flushCounts()
    expect(await payload.count({ collection: 'missing-pages', overrideAccess: true })).toEqual({
      totalDocs: MAX_MISSING_PATHS,
    })
    const kept = await payload.find({
      collection: 'missing-pages',
      where: { path: { equals: frequent } },
      overrideAccess: true,
    })
    expect(kept.docs[0]?.hits).toBe(3)
  })

  it('counts views of published pages only, and takes no 404 from a beacon', async () => {
    const before = await payload.count({ collection: 'page-views', overrideAccess: true })
    const missingBefore = await payload.count({ collection: 'missing-pages', overrideAccess: true })
    const nowhere = `/no-such-page-${crypto.randomUUID().slice(0, 8)}`
    for (const missing of [false, true]) {
      const res = await beacon(nowhere, missing)
      expect(res.status).toBe(400)
      expect((await res.json()).message).toMatch(/path of a page on this site/)
    }
    await flushCounts()
    expect(await payload.count({ collection: 'page-views', overrideAccess: true })).toEqual(before)
    expect(await payload.count({ collection: 'missing-pages', overrideAccess: true })).toEqual(
      missingBefore,
    )
  })

  it('refuses anything that is not a public page path, counting nothing', async () => {
    const before = await payload.count({ collection: 'page-views', overrideAccess: true })
    for (const path of [
      '',
      'pricing',
      '/admin',
      '/api/users',
      '/a/../b',
      '/Pricing',
      `/${'a'.repeat(250)}`,
    ]) {
      const res = await beacon(path)
      expect(res.status, path).toBe(400)
      expect((await res.json()).message).toMatch(/path of a page/)
    }
    expect((await beacon('/x'.repeat(400))).status).toBe(413)
    await flushCounts()
    expect(await payload.count({ collection: 'page-views', overrideAccess: true })).toEqual(before)
  })
})

describe('visits', () => {
  const londonToday = () => londonDay(new Date())
  const viewsToday = async (path: string) =>
    (
      await payload.find({
        collection: 'page-views',
        where: { path: { equals: path }, day: { equals: storedDay(londonToday()) } },
        overrideAccess: true,
      })
    ).docs[0]?.views ?? 0

  it('counts a visit per landing page, campaign and day from the first page’s beacon only', async () => {
    const path = '/pricing-overview'
    const campaign = `spring-${crypto.randomUUID().slice(0, 8)}`
    const views = () => viewsToday(path)
    const before = { views: await views(), visits: await visitsOn(londonToday()) }
    expect((await landing(path, ` ${campaign} `)).status).toBe(204)
    expect((await landing(path, campaign)).status).toBe(204)
    expect((await landing(path)).status).toBe(204)
    // A later page of the visit sends the path alone: a view, and no visit.
    expect((await beacon(path)).status).toBe(204)
    // A staff member's browser: answered the same, and counts nothing.
    expect((await landing(path, campaign, 'leadpilot-staff=1')).status).toBe(204)
    await flushCounts()
    const after = await visitsOn(londonToday())
    expect(after.get(`${path} ${campaign}`)).toBe(2)
    expect(after.get(`${path} `)).toBe((before.visits.get(`${path} `) ?? 0) + 1)
    expect(await views()).toBe(before.views + 4)
  })

  it('refuses a malformed beacon with a clear message, counting nothing', async () => {
    const before = await payload.count({ collection: 'landing-visits', overrideAccess: true })
    const viewsBefore = await viewsToday('/pricing-overview')
    for (const [body, message] of [
      ['{"path":"/pricing-overview","landing":', /not valid JSON/],
      ['{"path":["/pricing-overview"],"landing":true}', /path must be text/],
      ['{"path":"/pricing-overview","landing":"yes"}', /landing mark must be true or false/],
      ['{"path":"/pricing-overview","landing":true,"campaign":7}', /campaign must be text/],
      [
        JSON.stringify({
          path: '/pricing-overview',
          landing: true,
          campaign: 'c'.repeat(CAMPAIGN_MAX + 1),
        }),
        /at most 150 characters/,
      ],
      [JSON.stringify({ path: '/no-such-page', landing: true }), /path of a page on this site/],
    ] as const) {
      const res = await beacon(body)
      expect(res.status, body).toBe(400)
      expect((await res.json()).message).toMatch(message)
    }
    // The largest body the site sends fits, padded to the limit; a byte more does not.
    const largest = JSON.stringify({
      path: '/pricing-overview',
      landing: true,
      campaign: '€'.repeat(CAMPAIGN_MAX),
    })
    const padding = 690 - Buffer.byteLength(largest)
    expect((await beacon(`${largest}${' '.repeat(padding)}`)).status).toBe(204)
    expect((await beacon(`${largest}${' '.repeat(padding + 1)}`)).status).toBe(413)
    await flushCounts()
    expect(await payload.count({ collection: 'landing-visits', overrideAccess: true })).toEqual({
      totalDocs: before.totalDocs + 1,
    })
    expect(await viewsToday('/pricing-overview')).toBe(viewsBefore + 1)
  })

  it('keeps at most the limit of named campaigns a day, counting any further one as (other)', async () => {
    // A day of its own, far from the other tests' days: noon in London on 3 February 2027.
    const day = '2027-02-03'
    const at = new Date(`${day}T12:00:00Z`)
    const path = '/pricing-overview'
    for (let i = 0; i < MAX_CAMPAIGN_PAIRS - 2; i++) countVisit(path, `flood-${i}`, at)
    await flushCounts()
    // Two places left: this batch's two most visited new campaigns take them.
    countVisit(path, 'late-a', at)
    countVisit(path, 'late-b', at)
    countVisit(path, 'late-b', at)
    countVisit(path, 'late-c', at)
    countVisit(path, 'late-c', at)
    countVisit(path, 'late-d', at)
    countVisit(path, 'flood-0', at)
    await flushCounts()
    // Full: a new campaign is counted as (other); stored ones and visits without one as before.
    countVisit(path, 'later', at)
    countVisit('/how-it-works', 'later', at)
    countVisit(path, 'flood-1', at)
    countVisit(path, '', at)
    await flushCounts()
    const stored = await visitsOn(day)
    const named = [...stored.keys()].filter(
      (key) => !key.endsWith(' ') && !key.endsWith(` ${OTHER_CAMPAIGN}`),
    )
    expect(named).toHaveLength(MAX_CAMPAIGN_PAIRS)
    expect(stored.get(`${path} late-b`)).toBe(2)
    expect(stored.get(`${path} late-c`)).toBe(2)
    expect(stored.has(`${path} late-a`)).toBe(false)
    expect(stored.get(`${path} ${OTHER_CAMPAIGN}`)).toBe(3)
    expect(stored.get(`/how-it-works ${OTHER_CAMPAIGN}`)).toBe(1)
    expect(stored.get(`${path} flood-0`)).toBe(2)
    expect(stored.get(`${path} flood-1`)).toBe(2)
    expect(stored.get(`${path} `)).toBe(1)
  })
})

describe('conversion counts', () => {
  it('counts submissions per week by landing page, and views per path', async () => {
    const { submissionsPerWeek, viewsPerPath } = await import('@/data/conversion')
    const landingPage = '/how-it-works'
    const { storeSubmission } = await import('@/data/submissions')
    const { submissionSchema } = await import('@/lib/onboarding/schema')
    const today = new Date().toISOString().slice(0, 10)
    const range = { from: today, to: today }
    const submitted = async () =>
      (await submissionsPerWeek('landing', range))
        .filter((c) => c.key === landingPage)
        .reduce((n, c) => n + c.count, 0)
    const [submittedBefore, viewsBefore] = [
      await submitted(),
      (await viewsPerPath(range)).get(landingPage) ?? 0,
    ]
    for (let i = 0; i < 2; i++) {
      await storeSubmission(
        submissionSchema.parse(
          validSubmission(crypto.randomUUID(), {
            attribution: { landingPage, utmSource: 'newsletter' },
          }),
        ),
      )
    }
    for (let i = 0; i < 5; i++) await beacon(landingPage)
    await flushCounts()
    expect(await submitted()).toBe(submittedBefore + 2)
    expect((await viewsPerPath(range)).get(landingPage)).toBe(viewsBefore + 5)
  })

  it('gives visits per landing page and campaign over the London days of the range', async () => {
    const { landingByCampaign } = await import('@/data/conversion')
    const campaign = `summer-${crypto.randomUUID().slice(0, 8)}`
    // 00:30 on Monday 13 July 2026 in London is 23:30 UTC on Sunday 12 July.
    countVisit('/how-it-works', campaign, new Date('2026-07-12T23:30:00Z'))
    countVisit('/how-it-works', campaign, new Date('2026-07-13T10:00:00Z'))
    countVisit('/pricing-overview', campaign, new Date('2026-07-14T10:00:00Z'))
    countVisit('/how-it-works', '', new Date('2026-07-13T10:00:00Z'))
    await flushCounts()
    const rows = async (from: string, to = from) =>
      (await landingByCampaign({ from, to }))
        .filter((row) => row.campaign === campaign)
        .map(({ landing, visits, sessions, submissions }) => ({
          landing,
          visits,
          sessions,
          submissions,
        }))
        .sort((a, b) => a.landing!.localeCompare(b.landing!))
    expect(await rows('2026-07-13')).toEqual([
      { landing: '/how-it-works', visits: 2, sessions: 0, submissions: 0 },
    ])
    expect(await rows('2026-07-12')).toEqual([])
    expect(await rows('2026-07-13', '2026-07-14')).toEqual([
      { landing: '/how-it-works', visits: 2, sessions: 0, submissions: 0 },
      { landing: '/pricing-overview', visits: 1, sessions: 0, submissions: 0 },
    ])
    expect(await rows('2026-07-15', '2026-07-20')).toEqual([])
    // No campaign is none, as a session's or a submission's.
    const none = (await landingByCampaign({ from: '2026-07-13', to: '2026-07-13' })).filter(
      (row) => row.landing === '/how-it-works' && row.campaign === null,
    )
    expect(none).toHaveLength(1)
    expect(none[0]!.visits).toBeGreaterThanOrEqual(1)
  })
})
