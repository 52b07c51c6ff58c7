import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/lib/access'
import type { CaseStudy, Media, User } from '@/payload-types'
import { caseStudies as seeded } from '@seed/case-studies'
import { staff, testPayload } from './payload'
import { type Actor, ACTORS, allowed, type Op, uniq } from './matrix'

const actors = ACTORS

/** Case studies are marketing content: everyone reads them, marketers and admins edit them. */
const expected: Record<Op, Actor[]> = {
  read: actors,
  create: ['marketer', 'admin'],
  update: ['marketer', 'admin'],
  delete: ['marketer', 'admin'],
}

let payload: Payload
const users: Partial<Record<Actor, User>> = {}

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['marketer', 'ops', 'admin'] as Role[]) users[role] = await staff(role)
})

const as = (actor: Actor) => ({
  overrideAccess: false as const,
  user: actor === 'anonymous' ? undefined : users[actor],
})

const study = (slug: string) => ({
  title: 'A accountancy practice fills its diary',
  slug,
  kind: 'b2b' as const,
  company: 'A 12-person accountancy practice in Norwich.',
  industry: 'Accountancy',
  duration: '3 months',
  challenge: 'Growth depended on referrals.',
  solution: 'Outreach to owner-managed businesses.',
  results: [{ text: '18 discovery calls booked' }],
})

async function caseStudyAs(actor: Actor, op: Op): Promise<boolean> {
  if (op === 'create')
    return allowed(() =>
      payload.create({ collection: 'case-studies', data: study(`new-${uniq()}`), ...as(actor) }),
    )
  const target = await payload.create({ collection: 'case-studies', data: study(`cs-${uniq()}`) })
  switch (op) {
    case 'read': {
      let seen = false
      const ok = await allowed(async () => {
        const found = await payload.find({
          collection: 'case-studies',
          where: { id: { equals: target.id } },
          ...as(actor),
        })
        seen = found.totalDocs === 1
      })
      return ok && seen
    }
    case 'update':
      return allowed(() =>
        payload.update({
          collection: 'case-studies',
          id: target.id,
          data: { duration: '4 months' },
          ...as(actor),
        }),
      )
    case 'delete':
      return allowed(() =>
        payload.delete({ collection: 'case-studies', id: target.id, ...as(actor) }),
      )
  }
}

describe('case-studies access matrix', () => {
  for (const [op, allowedActors] of Object.entries(expected) as Array<[Op, Actor[]]>) {
    for (const actor of actors) {
      const verdict = allowedActors.includes(actor)
      it(`${actor} ${verdict ? 'can' : 'cannot'} ${op} case-studies`, async () => {
        expect(await caseStudyAs(actor, op)).toBe(verdict)
      })
    }
  }
})

describe('case studies', () => {
  it('accepts YouTube and Vimeo links and rejects a link no player can embed', async () => {
    for (const videoUrl of [
      'https://www.youtube.com/watch?v=Lp3vQ8sKx2A',
      'https://youtu.be/Lp3vQ8sKx2A',
      'https://vimeo.com/123456789',
    ]) {
      const created = await payload.create({
        collection: 'case-studies',
        data: { ...study(`video-${uniq()}`), videoUrl },
      })
      expect(created.videoUrl).toBe(videoUrl)
    }
    for (const videoUrl of ['https://example.com/videos/intro', 'not a link']) {
      const error = await payload
        .create({ collection: 'case-studies', data: { ...study(`bad-video-${uniq()}`), videoUrl } })
        .then(
          () => null,
          (e: { data?: { errors?: Array<{ path: string; message: string }> } }) => e,
        )
      expect(error?.data?.errors).toEqual([
        expect.objectContaining({
          path: 'videoUrl',
          message: expect.stringMatching(/YouTube or Vimeo/),
        }),
      ])
    }
  })

  it('the seed holds 13 business and 2 charity studies; each business study has a picture, the poster of those with a video', async () => {
    const find = async (kind: CaseStudy['kind']) =>
      (
        await payload.find({
          collection: 'case-studies',
          where: { kind: { equals: kind }, slug: { in: seeded.map((s) => s.slug) } },
          depth: 1,
          pagination: false,
        })
      ).docs

    const b2b = await find('b2b')
    expect(b2b).toHaveLength(13)
    // Every business study has a picture: the poster of those with a video.
    expect(b2b.filter((doc) => doc.videoUrl).length).toBeGreaterThan(0)
    for (const doc of b2b) {
      const image = doc.image as Media
      expect(image.mimeType).toBe('image/png')
      expect(image.alt).toContain(doc.industry)
      expect(image.width).toBe(1200)
    }

    const charity = await find('charity')
    expect(charity.map((doc) => doc.icon)).toEqual(['hand-heart', 'sprout'])
  })
})
