import { cache } from 'react'
import type { Where } from 'payload'
import type { Author, Media, Post } from '@/payload-types'
import { pickRelated, type PostCategory } from '@/lib/blog'
import { payloadClient } from './payload'

/** What a card on the index needs: no body. */
export type PostSummary = Pick<
  Post,
  'id' | 'title' | 'slug' | 'excerpt' | 'category' | 'readTime' | 'publishedAt' | 'updatedAt'
> & { cover: Media | null }

const summarySelect = {
  title: true,
  slug: true,
  excerpt: true,
  category: true,
  readTime: true,
  publishedAt: true,
  updatedAt: true,
  cover: true,
} as const

const published: Where = { _status: { equals: 'published' } }

function toSummary(doc: Omit<PostSummary, 'cover'> & { cover?: unknown }): PostSummary {
  return { ...doc, cover: typeof doc.cover === 'object' ? (doc.cover as Media | null) : null }
}

/** Published posts, newest first; only those of one category when given. */
export const listPosts = cache(async (category?: PostCategory): Promise<PostSummary[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: category ? { and: [published, { category: { equals: category } }] } : published,
    select: summarySelect,
    sort: ['-publishedAt', '-createdAt'],
    depth: 1,
    limit: 500,
    pagination: false,
  })
  return docs.map(toSummary)
})

/** A post by slug with its author and cover: the published version, or the latest draft in preview. */
export const getPost = cache(async (slug: string, draft = false): Promise<Post | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { equals: slug } },
    draft,
    // In preview the editor's own access applies; visitors only ever see published posts.
    overrideAccess: draft,
    limit: 1,
    depth: 1,
  })
  return docs[0] ?? null
})

/** Up to three other published posts from the same category. */
export async function getRelatedPosts(post: Post): Promise<PostSummary[]> {
  return pickRelated(post, await listPosts(post.category))
}

export function authorOf(post: Post): Author | null {
  return typeof post.author === 'object' ? post.author : null
}

export function coverOf(post: Post): Media | null {
  return typeof post.cover === 'object' ? (post.cover ?? null) : null
}

/** Slugs and dates of every published post (sitemap, static params). */
export async function listPublishedPostSlugs(): Promise<Array<Pick<Post, 'slug' | 'updatedAt'>>> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: published,
    select: { slug: true, updatedAt: true },
    limit: 1000,
    pagination: false,
  })
  return docs
}

/** Published posts with their authors, for the RSS feed. */
export async function listPostsForFeed(): Promise<Post[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: published,
    sort: ['-publishedAt', '-createdAt'],
    select: { ...summarySelect, author: true, createdAt: true },
    depth: 1,
    limit: 50,
    pagination: false,
  })
  return docs as Post[]
}
