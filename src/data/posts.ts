import { cache } from 'react'
import type { Author, Media, Post } from '@/payload-types'
import { pickRelated, type PostCategory } from '@/lib/blog'
import { published } from '@/lib/access'
import { collectionTag, documentTag } from '@/lib/cache-tags'
import { tagged } from './cached'
import { payloadClient } from './payload'
import { draftBySlug, type Preview } from './preview'

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

function toSummary(doc: Omit<PostSummary, 'cover'> & { cover?: unknown }): PostSummary {
  return { ...doc, cover: typeof doc.cover === 'object' ? (doc.cover as Media | null) : null }
}

/** Published posts, newest first; only those of one category when given. */
export const listPosts = cache(
  tagged(
    'posts',
    () => [collectionTag('posts'), collectionTag('media')],
    async (category?: PostCategory): Promise<PostSummary[]> => {
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
    },
  ),
)

const publishedPost = tagged(
  'post',
  (slug: string) => [documentTag('posts', slug), collectionTag('authors'), collectionTag('media')],
  async (slug: string): Promise<Post | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      where: { and: [{ slug: { equals: slug } }, published] },
      limit: 1,
      depth: 1,
    })
    return docs[0] ?? null
  },
)

/**
 * A post by slug with its author and cover: the published version, or in a preview the latest
 * draft, read with the editor's own access.
 */
export const getPost = cache((slug: string, preview: Preview = null) =>
  preview ? draftBySlug('posts', slug, preview) : publishedPost(slug),
)

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

/** Slugs and dates of every published post (sitemap). */
export const listPublishedPostSlugs = tagged(
  'published-posts',
  () => [collectionTag('posts')],
  async (): Promise<Array<Pick<Post, 'slug' | 'updatedAt'>>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      where: published,
      select: { slug: true, updatedAt: true },
      limit: 1000,
      pagination: false,
    })
    return docs
  },
)

/** Published posts with their authors, for the RSS feed. */
export const listPostsForFeed = tagged(
  'feed',
  () => [collectionTag('posts'), collectionTag('authors')],
  async (): Promise<Post[]> => {
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
  },
)
