import type { MetadataRoute } from 'next'
import { listPublishedPages } from '@/data/pages'
import { listPosts, listPublishedPostSlugs } from '@/data/posts'
import { BLOG_PATH, POST_CATEGORIES, categoryPath, postPath } from '@/lib/blog'
import { offerHasEnded } from '@/lib/offers'
import { pagePath } from '@/lib/paths'
import { siteUrl } from '@/lib/site-url'

// Built per request from cached queries (refreshed on every publish), with the public origin the
// server runs with.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const [pages, posts, newest] = await Promise.all([
    listPublishedPages(),
    listPublishedPostSlugs(),
    listPosts(),
  ])
  const blogUpdated = newest[0]?.updatedAt
  // Checked on every request: an offer leaves the sitemap the moment it ends.
  const now = Date.now()
  return [
    ...pages
      .filter((page) => !offerHasEnded(page.offer, now))
      .map((page) => ({
        url: `${base}${pagePath(page.slug)}`,
        lastModified: page.updatedAt,
      })),
    { url: `${base}${BLOG_PATH}`, lastModified: blogUpdated },
    ...POST_CATEGORIES.map((category) => ({ url: `${base}${categoryPath(category)}` })),
    ...posts.map((post) => ({
      url: `${base}${postPath(post.slug)}`,
      lastModified: post.updatedAt,
    })),
  ]
}
