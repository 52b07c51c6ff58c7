import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Post } from '@/payload-types'
import { loadArticles } from '@seed/blog/articles'
import type { Actor } from '../support/access'
import { testPayload } from './payload'
import { allowed, as, loadStaff } from './matrix'
import { samples } from './samples'

// Who may change posts and authors (editors; everyone reads them) is part of the access matrix
// (tests/int/access.test.ts).

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await loadStaff()
})

const postData = async (overrides: Partial<Post> = {}) => ({
  ...(await samples.posts.data()),
  ...overrides,
})

describe('post drafts', () => {
  it('a draft post is invisible to anonymous readers and ops, visible to editors', async () => {
    const { slug } = await payload.create({
      collection: 'posts',
      data: await postData({ title: 'Unannounced', _status: 'draft' }),
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
      data: await postData({ title: 'Live headline' }),
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
    const post = await payload.create({ collection: 'posts', data: await postData() })
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
      data: await postData({ _status: 'draft' }),
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
