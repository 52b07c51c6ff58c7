import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/lib/access'
import type { User } from '@/payload-types'
import { moduleButtonLabel, stepState } from '@/lib/academy'
import { staff, testPayload } from './payload'
import { type Actor, ACTORS, allowed, type Op, uniq } from './matrix'

/** Step numbers are unique: new ones start above the seeded six. */
let stepCounter = 0

const actors = ACTORS
const ops: Op[] = ['read', 'create', 'update', 'delete']

/** Academy content: everyone reads it, editors (marketer, admin) change it. */
const allowedTo: Record<Op, Actor[]> = {
  read: actors,
  create: ['marketer', 'admin'],
  update: ['marketer', 'admin'],
  delete: ['marketer', 'admin'],
}

let payload: Payload
const users: Partial<Record<Actor, User>> = {}

/** A valid new document for each collection, and a field change for updates. */
const samples: Record<
  string,
  { create: () => Record<string, unknown>; update: Record<string, unknown> }
> = {
  'academy-modules': {
    create: () => ({
      title: `Matrix module ${uniq()}`,
      description: 'Checks who may change modules.',
      lessonsCount: 3,
      duration: '45m',
      difficulty: 'Beginner',
      progress: 0,
      isUnlocked: true,
      topics: ['Access'],
    }),
    update: { progress: 25 },
  },
  'academy-videos': {
    create: () => ({
      title: `Matrix video ${uniq()}`,
      duration: '5:00',
      level: 'Advanced',
      rating: 4.2,
    }),
    update: { rating: 3.9 },
  },
  'learning-steps': {
    create: () => ({
      stepNumber: 1000 + ++stepCounter,
      durationLabel: 'Week 9',
      title: 'Matrix step',
      description: 'Checks who may change learning steps.',
      lessons: ['Access'],
    }),
    update: { isActive: true },
  },
}

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['marketer', 'ops', 'admin'] as Role[]) users[role] = await staff(role)
})

const as = (actor: Actor) => ({
  overrideAccess: false as const,
  user: actor === 'anonymous' ? undefined : users[actor],
})

async function attempt(collection: CollectionSlug, actor: Actor, op: Op): Promise<boolean> {
  const sample = samples[collection]
  if (op === 'create')
    return allowed(() =>
      payload.create({ collection, data: sample.create() as never, ...as(actor) }),
    )
  const target = await payload.create({ collection, data: sample.create() as never })
  switch (op) {
    case 'read': {
      let seen = false
      const ok = await allowed(async () => {
        const found = await payload.find({
          collection,
          where: { id: { equals: target.id } },
          ...as(actor),
        })
        seen = found.totalDocs === 1
      })
      return ok && seen
    }
    case 'update':
      return allowed(() =>
        payload.update({ collection, id: target.id, data: sample.update as never, ...as(actor) }),
      )
    case 'delete':
      return allowed(() => payload.delete({ collection, id: target.id, ...as(actor) }))
  }
}

// Runs before the matrix below adds documents of its own.
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
        data: { ...samples['academy-modules'].create(), progress: 120 } as never,
      }),
    ).rejects.toThrow(/progress/i)
  })
})

describe('academy access matrix', () => {
  for (const collection of Object.keys(samples) as CollectionSlug[]) {
    for (const op of ops) {
      for (const actor of actors) {
        const verdict = allowedTo[op].includes(actor)
        it(`${actor} ${verdict ? 'can' : 'cannot'} ${op} ${collection}`, async () => {
          expect(await attempt(collection, actor, op)).toBe(verdict)
        })
      }
    }
  }
})
