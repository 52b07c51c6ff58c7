import { BLOG_PATH, POST_CATEGORIES, categoryPath, postPath } from '@/lib/blog'
import { pagePath } from '@/lib/paths'
import type { Page } from '@/payload-types'
import { listPublishedPages } from './pages'
import { listPublishedPostSlugs } from './posts'

/**
 * A path the site serves a page at, when that page last changed, its offer and whether it is
 * shown to search engines (pages only).
 */
export type PublicPath = {
  path: string
  updatedAt?: string
  offer?: Page['offer']
  indexed?: boolean | null
}

/**
 * Every path the site serves a page at: the published pages (an ended offer's included), the
 * blog, its categories and its published articles. Read from cached queries, refreshed on every
 * publish.
 */
export async function listPublicPaths(): Promise<PublicPath[]> {
  const [pages, posts] = await Promise.all([listPublishedPages(), listPublishedPostSlugs()])
  const blogUpdated = posts
    .map(({ updatedAt }) => updatedAt)
    .sort()
    .at(-1)
  return [
    ...pages.map(({ slug, updatedAt, offer, indexed }) => ({
      path: pagePath(slug),
      updatedAt,
      offer,
      indexed,
    })),
    { path: BLOG_PATH, updatedAt: blogUpdated },
    ...POST_CATEGORIES.map((category) => ({ path: categoryPath(category) })),
    ...posts.map(({ slug, updatedAt }) => ({ path: postPath(slug), updatedAt })),
  ]
}
