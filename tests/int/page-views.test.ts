import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { validSubmission } from '../support/submission'
import { testPayload } from './payload'

// Outside a Next.js server: queries run uncached.
vi.mock('next/cache', () => ({ unstable_cache: (query: () => unknown) => query }))

let payload: Payload
let POST: (request: Request) => Promise<Response>
let flushCounts: () => Promise<void>
let countMissing: (path: string) => void
let MAX_MISSING_PATHS: number

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST } = await import('@/app/(site)/api/views/route'))
  ;({ flushCounts, countMissing, MAX_MISSING_PATHS } = await import('@/data/page-views'))
})

let client = 0
const beacon = (path: string, missing = false) =>
  POST(
    new Request(`http://localhost/api/views${missing ? '?status=404' : ''}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'x-forwarded-for': `203.0.113.${++client}`,
      },
      body: path,
    }),
  )

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
    expect((await beacon('/x'.repeat(200))).status).toBe(413)
    await flushCounts()
    expect(await payload.count({ collection: 'page-views', overrideAccess: true })).toEqual(before)
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
})
