import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { moduleButtonLabel, stepState } from '@/lib/academy'
import { testPayload } from './payload'
import { samples } from './samples'

// Who may change academy content (editors; everyone reads it) is part of the access matrix
// (tests/int/access.test.ts).

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('academy seed', () => {
  it('has modules in every state, so the page shows all four button labels', async () => {
    const { docs } = await payload.find({
      collection: 'academy-modules',
      sort: '_order',
      limit: 100,
    })
    expect(docs).toHaveLength(6)
    expect(new Set(docs.map(moduleButtonLabel))).toEqual(
      new Set(['Review Module', 'Continue Learning', 'Start Module', 'Unlock Module']),
    )
  })

  it('has a six-step learning path with steps 1-2 completed and step 3 active', async () => {
    const { docs } = await payload.find({
      collection: 'learning-steps',
      sort: 'stepNumber',
    })
    expect(docs.map((step) => step.stepNumber)).toEqual([1, 2, 3, 4, 5, 6])
    expect(docs.map(stepState)).toEqual([
      'completed',
      'completed',
      'active',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
  })

  it('has about eight videos, each with a duration, level and rating', async () => {
    const { docs } = await payload.find({
      collection: 'academy-videos',
      limit: 100,
    })
    expect(docs).toHaveLength(8)
    for (const video of docs) {
      expect(video.duration).toMatch(/^\d{1,2}:\d{2}$/)
      expect(video.rating).toBeGreaterThan(0)
      expect(video.rating).toBeLessThanOrEqual(5)
    }
  })
})

describe('academy module validation', () => {
  it('rejects a progress outside 0-100', async () => {
    await expect(
      payload.create({
        collection: 'academy-modules',
        data: { ...(await samples['academy-modules'].data()), progress: 120 },
      }),
    ).rejects.toThrow(/progress/i)
  })
})
