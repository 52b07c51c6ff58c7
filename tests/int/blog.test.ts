import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/lib/access'
import type { Post, User } from '@/payload-types'
import { loadArticles } from '@seed/blog/articles'
import { lexicalParagraph } from '../support/lexical'
import { staff, testPayload } from './payload'
import { type Actor, ACTORS, allowed, type Op, uniq, visible } from './matrix'

const actors = ACTORS
const editors: Actor[] = ['marketer', 'admin']

/** Who may do what with the blog: marketers edit content, visitors read it. */
const expected: Record<'posts' | 'authors', Record<Op, Actor[]>> = {
  posts: { read: actors, create: editors, update: editors, delete: editors },
  authors: { read: actors, create: editors, update: editors, delete: editors },
}

let payload: Payload
let authorId: number
const users: Partial<Record<Actor, User>> = {}

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['marketer', 'ops', 'admin'] as Role[]) users[role] = await staff(role)
  const { docs } = await payload.find({ collection: 'authors', limit: 1 })
  authorId = docs[0].id
})

const as = (actor: Actor) => ({
  overrideAccess: false as const,
  user: actor === 'anonymous' ? undefined : users[actor],
})

const body = lexicalParagraph

const postData = (overrides: Partial<Post> = {}) => ({
  title: 'Matrix post',
  slug: `matrix-post-${uniq()}`,
  excerpt: 'A post made by the access matrix.',
  category: 'Sales' as const,
  author: authorId,
  readTime: '3 min read',
  body: body('Hello'),
  _status: 'published' as const,
  ...overrides,
})

async function postsAs(actor: Actor, op: Op): Promise<boolean> {
  if (op === 'create')
    return allowed(() => payload.create({ collection: 'posts', data: postData(), ...as(actor) }))
  const target = await payload.create({ collection: 'posts', data: postData() })
  if (op === 'read')
    return visible(() =>
      payload.find({ collection: 'posts', where: { id: { equals: target.id } }, ...as(actor) }),
    )
  if (op === 'update')
    return allowed(() =>
      payload.update({
        collection: 'posts',
        id: target.id,
        data: { title: 'Changed' },
        ...as(actor),
      }),
    )
  return allowed(() => payload.delete({ collection: 'posts', id: target.id, ...as(actor) }))
}

async function authorsAs(actor: Actor, op: Op): Promise<boolean> {
  const data = () => ({ name: `Author ${uniq()}`, jobTitle: 'Outreach Consultant' })
  if (op === 'create')
    return allowed(() => payload.create({ collection: 'authors', data: data(), ...as(actor) }))
  const target = await payload.create({ collection: 'authors', data: data() })
  if (op === 'read')
    return visible(() =>
      payload.find({ collection: 'authors', where: { id: { equals: target.id } }, ...as(actor) }),
    )
  if (op === 'update')
    return allowed(() =>
      payload.update({
        collection: 'authors',
        id: target.id,
        data: { jobTitle: 'Head of Content' },
        ...as(actor),
      }),
    )
  return allowed(() => payload.delete({ collection: 'authors', id: target.id, ...as(actor) }))
}

const run = { posts: postsAs, authors: authorsAs }

describe('blog access matrix', () => {
  for (const [collection, ops] of Object.entries(expected) as Array<
    [keyof typeof run, Record<Op, Actor[]>]
  >) {
    for (const [op, allowedActors] of Object.entries(ops) as Array<[Op, Actor[]]>) {
      for (const actor of actors) {
        const verdict = allowedActors.includes(actor)
        it(`${actor} ${verdict ? 'can' : 'cannot'} ${op} ${collection}`, async () => {
          expect(await run[collection](actor, op)).toBe(verdict)
        })
      }
    }
  }
})

describe('post drafts', () => {
  it('a draft post is invisible to anonymous readers and ops, visible to editors', async () => {
    const { slug } = await payload.create({
      collection: 'posts',
      data: postData({ title: 'Unannounced', _status: 'draft' }),
      draft: true,
    })
    const count = async (actor: Actor) =>
      (
        await payload.find({
          collection: 'posts',
          where: { slug: { equals: slug } },
          draft: true,
          ...as(actor),
        })
      ).totalDocs
    expect(await count('anonymous')).toBe(0)
    expect(await count('ops')).toBe(0)
    expect(await count('marketer')).toBe(1)
    expect(await count('admin')).toBe(1)
  })

  it('an unpublished edit to a live post stays hidden until it is published', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: postData({ title: 'Live headline' }),
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Draft headline' },
      draft: true,
    })
    const visitor = await payload.find({
      collection: 'posts',
      where: { id: { equals: post.id } },
      ...as('anonymous'),
    })
    expect(visitor.docs[0].title).toBe('Live headline')
  })

  it('anonymous visitors cannot read post versions', async () => {
    expect(
      await allowed(() => payload.findVersions({ collection: 'posts', ...as('anonymous') })),
    ).toBe(false)
  })
})

describe('publishing', () => {
  it('a post published without a date is dated when it goes live; its date then stays', async () => {
    const before = Date.now()
    const post = await payload.create({ collection: 'posts', data: postData() })
    expect(Date.parse(post.publishedAt!)).toBeGreaterThanOrEqual(before - 1000)
    const edited = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Edited', _status: 'published' },
    })
    expect(edited.publishedAt).toBe(post.publishedAt)
  })

  it('a scheduled publish job publishes the draft once its time has come', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: postData({ _status: 'draft' }),
      draft: true,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id } },
      waitUntil: new Date(Date.now() + 60_000),
    })
    const status = async () =>
      (await payload.findByID({ collection: 'posts', id: draft.id, depth: 0 }))._status
    await payload.jobs.run()
    expect(await status()).toBe('draft') // not due yet

    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: draft.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.run()
    expect(await status()).toBe('published')
  })
})

describe('seeded blog', () => {
  it('has the thirteen articles published, each with the author, a cover and a rich-text body', async () => {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { slug: { in: loadArticles().map((article) => article.slug) } },
      limit: 100,
      depth: 1,
      ...as('anonymous'),
    })
    expect(docs).toHaveLength(13)
    for (const post of docs) {
      expect(post._status).toBe('published')
      expect(post.author).toMatchObject({ jobTitle: 'LinkedIn Marketing Expert' })
      expect(post.cover).toMatchObject({ mimeType: 'image/png', width: 1200, height: 630 })
      const headings = post.body.root.children.filter((node) => node.type === 'heading')
      expect(headings.length).toBeGreaterThan(2)
      expect(post.meta?.description).toBe(post.excerpt)
    }
  })
})
