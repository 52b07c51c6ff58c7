import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaseStudy, Media } from '@/payload-types'
import { caseStudies as seeded } from '@seed/case-studies'
import { testPayload } from './payload'
import { samples } from './samples'

// Who may change case studies (editors; everyone reads them) is part of the access matrix
// (tests/int/access.test.ts).

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const study = samples['case-studies'].data

describe('case studies', () => {
  it('accepts YouTube and Vimeo links and rejects a link no player can embed', async () => {
    for (const videoUrl of [
      'https://www.youtube.com/watch?v=Lp3vQ8sKx2A',
      'https://youtu.be/Lp3vQ8sKx2A',
      'https://vimeo.com/123456789',
    ]) {
      const created = await payload.create({
        collection: 'case-studies',
        data: { ...(await study()), videoUrl },
      })
      expect(created.videoUrl).toBe(videoUrl)
    }
    for (const videoUrl of ['https://example.com/videos/intro', 'not a link']) {
      const error = await payload
        .create({ collection: 'case-studies', data: { ...(await study()), videoUrl } })
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
