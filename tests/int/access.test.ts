import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/lib/access'
import type { User } from '@/payload-types'
import { staff, testPayload } from './payload'
import { type Actor, ACTORS, allowed, type Op, uniq, visible } from './matrix'

const actors = ACTORS

/** Who may do what: admin everything, marketer content, ops submissions; visitors read. */
const expected: Record<string, Record<Op, Actor[]>> = {
  pages: {
    read: actors,
    create: ['marketer', 'admin'],
    update: ['marketer', 'admin'],
    delete: ['marketer', 'admin'],
  },
  media: {
    read: actors,
    create: ['marketer', 'admin'],
    update: ['marketer', 'admin'],
    delete: ['marketer', 'admin'],
  },
  users: { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  'site-settings': { read: actors, create: [], update: ['marketer', 'admin'], delete: [] },
}

let payload: Payload
const users: Partial<Record<Actor, User>> = {}
let png: Buffer

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['marketer', 'ops', 'admin'] as Role[]) users[role] = await staff(role)
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3b6ef5' } })
    .png()
    .toBuffer()
})

const as = (actor: Actor) => ({
  overrideAccess: false as const,
  user: actor === 'anonymous' ? undefined : users[actor],
})

async function pageAs(actor: Actor, op: Op): Promise<boolean> {
  const target = await payload.create({
    collection: 'pages',
    data: {
      title: 'Matrix page',
      slug: `matrix-${uniq()}`,
      layout: [{ blockType: 'hero', heading: 'Hello' }],
      _status: 'published',
    },
  })
  switch (op) {
    case 'read':
      return visible(() =>
        payload.find({ collection: 'pages', where: { id: { equals: target.id } }, ...as(actor) }),
      )
    case 'create':
      return allowed(() =>
        payload.create({
          collection: 'pages',
          data: {
            title: 'New',
            slug: `new-${uniq()}`,
            layout: [{ blockType: 'hero', heading: 'Hi' }],
          },
          ...as(actor),
        }),
      )
    case 'update':
      return allowed(() =>
        payload.update({
          collection: 'pages',
          id: target.id,
          data: { title: 'Changed' },
          ...as(actor),
        }),
      )
    case 'delete':
      return allowed(() => payload.delete({ collection: 'pages', id: target.id, ...as(actor) }))
  }
}

async function mediaAs(actor: Actor, op: Op): Promise<boolean> {
  const file = () => ({
    data: png,
    mimetype: 'image/png',
    name: `m-${uniq()}.png`,
    size: png.length,
  })
  if (op === 'create')
    return allowed(() =>
      payload.create({
        collection: 'media',
        data: { alt: 'Blue square' },
        file: file(),
        ...as(actor),
      }),
    )
  const target = await payload.create({
    collection: 'media',
    data: { alt: 'Blue square' },
    file: file(),
  })
  if (op === 'read')
    return visible(() =>
      payload.find({ collection: 'media', where: { id: { equals: target.id } }, ...as(actor) }),
    )
  if (op === 'update')
    return allowed(() =>
      payload.update({
        collection: 'media',
        id: target.id,
        data: { alt: 'Changed' },
        ...as(actor),
      }),
    )
  return allowed(() => payload.delete({ collection: 'media', id: target.id, ...as(actor) }))
}

async function usersAs(actor: Actor, op: Op): Promise<boolean> {
  // Always acting on somebody else's account.
  const other = await payload.create({
    collection: 'users',
    data: {
      email: `other-${uniq()}@test.example`,
      password: 'another-long-password',
      role: 'marketer',
    },
  })
  switch (op) {
    case 'read':
      return visible(() =>
        payload.find({ collection: 'users', where: { id: { equals: other.id } }, ...as(actor) }),
      )
    case 'create':
      return allowed(() =>
        payload.create({
          collection: 'users',
          data: {
            email: `c-${uniq()}@test.example`,
            password: 'another-long-password',
            role: 'ops',
          },
          ...as(actor),
        }),
      )
    case 'update':
      return allowed(() =>
        payload.update({
          collection: 'users',
          id: other.id,
          data: { name: 'Renamed' },
          ...as(actor),
        }),
      )
    case 'delete':
      return allowed(() => payload.delete({ collection: 'users', id: other.id, ...as(actor) }))
  }
}

async function settingsAs(actor: Actor, op: Op): Promise<boolean> {
  if (op === 'read')
    return allowed(() => payload.findGlobal({ slug: 'site-settings', ...as(actor) }))
  if (op === 'update')
    return allowed(() =>
      payload.updateGlobal({
        slug: 'site-settings',
        data: { footerNote: `Note ${uniq()}` },
        ...as(actor),
      }),
    )
  return false // A global is neither created nor deleted.
}

const run: Record<string, (actor: Actor, op: Op) => Promise<boolean>> = {
  pages: pageAs,
  media: mediaAs,
  users: usersAs,
  'site-settings': settingsAs,
}

describe('access matrix', () => {
  for (const [collection, ops] of Object.entries(expected)) {
    for (const [op, allowedActors] of Object.entries(ops) as Array<[Op, Actor[]]>) {
      for (const actor of actors) {
        const verdict = allowedActors.includes(actor)
        it(`${actor} ${verdict ? 'can' : 'cannot'} ${op} ${collection}`, async () => {
          expect(await run[collection](actor, op)).toBe(verdict)
        })
      }
    }
  }

  it('a non-admin reads and edits only their own account, and cannot change their role', async () => {
    const marketer = users.marketer!
    const own = await payload.find({ collection: 'users', ...as('marketer') })
    expect(own.docs.map((u) => u.id)).toEqual([marketer.id])
    const updated = await payload.update({
      collection: 'users',
      id: marketer.id,
      data: { name: 'Me', role: 'admin' },
      ...as('marketer'),
    })
    expect(updated.name).toBe('Me')
    expect(updated.role).toBe('marketer')
  })

  it('never exposes password hashes or salts', async () => {
    const { docs } = await payload.find({ collection: 'users', ...as('admin') })
    for (const user of docs) {
      expect(user).not.toHaveProperty('hash')
      expect(user).not.toHaveProperty('salt')
    }
  })
})

describe('drafts', () => {
  it('a draft is invisible to anonymous readers and to ops, visible to editors', async () => {
    const slug = `draft-${uniq()}`
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Secret launch',
        slug,
        layout: [{ blockType: 'hero', heading: 'Soon' }],
        _status: 'draft',
      },
      draft: true,
    })
    const count = async (actor: Actor) =>
      (
        await payload.find({
          collection: 'pages',
          where: { slug: { equals: slug } },
          draft: true,
          ...as(actor),
        })
      ).totalDocs
    expect(await count('anonymous')).toBe(0)
    expect(await count('ops')).toBe(0)
    expect(await count('marketer')).toBe(1)
  })

  it('an unpublished change to a published page stays hidden until published', async () => {
    const slug = `live-${uniq()}`
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Live title',
        slug,
        layout: [{ blockType: 'hero', heading: 'Live' }],
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Draft title' },
      draft: true,
    })
    const publicView = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      ...as('anonymous'),
    })
    expect(publicView.docs[0].title).toBe('Live title')
  })
})
