import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { database } from '@collections/transaction'
import { visitOrigin } from '@/lib/conversion'
import { testPayload } from './payload'
import { uniq } from './matrix'
import { samples } from './samples'

let payload: Payload
// Imported once the suite's Payload is up: the module reads the app's config when loaded.
let conversion: typeof import('@/data/conversion')

beforeAll(async () => {
  payload = await testPayload()
  conversion = await import('@/data/conversion')
})

/** A submission with this attribution, stored as made at `at`. */
async function submittedAt(at: string, attribution: Record<string, string | undefined>) {
  const doc = await payload.create({
    collection: 'onboarding-submissions',
    data: { ...(await samples['onboarding-submissions'].data()), attribution } as never,
  })
  const db = await database(payload)
  await db.execute(
    sql`update onboarding_submissions set created_at = ${at}::timestamptz where id = ${doc.id}`,
  )
  return doc
}

const count = async (key: string, from: string, to = from) =>
  (await conversion.submissionsPerWeek('origin', { from, to }))
    .filter((row) => row.key === key)
    .reduce((n, row) => n + row.count, 0)

describe('the conversion view’s counts', () => {
  it('a day starts at midnight in London: 00:30 BST belongs to that day, not the one before', async () => {
    const campaign = `early-${uniq()}`
    // 00:30 on Monday 13 July 2026 in London is 23:30 UTC on Sunday 12 July.
    await submittedAt('2026-07-12T23:30:00Z', { utmCampaign: campaign, landingPage: '/pricing' })
    const key = `Campaign: ${campaign}`
    expect(await count(key, '2026-07-13')).toBe(1)
    expect(await count(key, '2026-07-12')).toBe(0)
    // And its week is the one starting that Monday.
    const weeks = await conversion.submissionsPerWeek('origin', {
      from: '2026-07-13',
      to: '2026-07-19',
    })
    expect(weeks.find((row) => row.key === key)?.week).toBe('2026-07-13')
    // The same in winter, when London is on UTC: 23:30 UTC is still the same day.
    const winter = `winter-${uniq()}`
    await submittedAt('2026-01-12T23:30:00Z', { utmCampaign: winter })
    expect(await count(`Campaign: ${winter}`, '2026-01-12')).toBe(1)
    expect(await count(`Campaign: ${winter}`, '2026-01-13')).toBe(0)
  })

  it('the database names where visitors came from as the view’s rule does', async () => {
    const day = '2026-03-10'
    const partner = `partner-${uniq()}.example`
    const visits: Array<{ referrerHost?: string; utmSource?: string }> = [
      { referrerHost: 'www.google.co.uk' },
      { referrerHost: `www.${partner}` },
      { referrerHost: 'notgoogle.com' },
      { utmSource: `news-${uniq()}` },
      {},
    ]
    for (const visit of visits) await submittedAt(`${day}T12:00:00Z`, visit)
    const rows = await conversion.submissionsPerWeek('origin', { from: day, to: day })
    for (const visit of visits) {
      expect(rows.map((row) => row.key)).toContain(visitOrigin(visit))
    }
    expect(rows.find((row) => row.key === `Referral: ${partner}`)?.count).toBe(1)
    expect(rows.some((row) => row.key === null)).toBe(false)
  })

  it('crosses landing page with campaign', async () => {
    const day = '2026-04-14'
    const campaign = `cross-${uniq()}`
    await submittedAt(`${day}T09:00:00Z`, { utmCampaign: campaign, landingPage: '/pricing' })
    await submittedAt(`${day}T10:00:00Z`, { utmCampaign: campaign, landingPage: '/pricing' })
    await submittedAt(`${day}T11:00:00Z`, { utmCampaign: campaign, landingPage: '/about' })
    const rows = (await conversion.landingByCampaign({ from: day, to: day })).filter(
      (row) => row.campaign === campaign,
    )
    expect(
      rows
        .map(({ landing, submissions }) => ({ landing, submissions }))
        .sort((a, b) => a.landing!.localeCompare(b.landing!)),
    ).toEqual([
      { landing: '/about', submissions: 1 },
      { landing: '/pricing', submissions: 2 },
    ])
  })
})
