import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { validSubmission } from '../support/submission'
import { testPayload } from './payload'

let payload: Payload
let POST: (request: Request) => Promise<Response>
let flushCounts: () => Promise<void>

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST } = await import('@/app/(site)/api/views/route'))
  ;({ flushCounts } = await import('@/data/page-views'))
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
    const path = `/pricing-${crypto.randomUUID().slice(0, 8)}`
    for (let i = 0; i < 3; i++) expect((await beacon(path)).status).toBe(204)
    await flushCounts()
    expect((await beacon(path)).status).toBe(204)
    await flushCounts()
    const { docs } = await payload.find({
      collection: 'page-views',
      where: { path: { equals: path } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ path, views: 4 })
    expect(docs[0]!.day.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10))
  })

  it('counts 404s per path, path and count only', async () => {
    const path = `/old-${crypto.randomUUID().slice(0, 8)}.html`
    expect((await beacon(path, true)).status).toBe(204)
    expect((await beacon(path, true)).status).toBe(204)
    await flushCounts()
    const { docs } = await payload.find({
      collection: 'missing-pages',
      where: { path: { equals: path } },
      overrideAccess: true,
    })
    expect(docs.map(({ path, hits }) => ({ path, hits }))).toEqual([{ path, hits: 2 }])
    expect(Object.keys(docs[0]!).sort()).toEqual(['hits', 'id', 'path'])
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
    const landingPage = `/landing-${crypto.randomUUID().slice(0, 8)}`
    const { storeSubmission } = await import('@/data/submissions')
    const { submissionSchema } = await import('@/lib/onboarding/schema')
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
    const today = new Date().toISOString().slice(0, 10)
    const range = { from: today, to: today }
    const counts = await submissionsPerWeek('landing', range)
    expect(counts.filter((c) => c.key === landingPage).map((c) => c.count)).toEqual([2])
    expect((await viewsPerPath(range)).get(landingPage)).toBe(5)
  })
})
