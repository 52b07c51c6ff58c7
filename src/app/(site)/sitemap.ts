import type { MetadataRoute } from 'next'
import { listPublishedPages } from '@/data/pages'
import { listPosts, listPublishedPostSlugs } from '@/data/posts'
import { BLOG_PATH, POST_CATEGORIES, categoryPath, postPath } from '@/lib/blog'
import { pagePath } from '@/lib/paths'
import { siteUrl } from '@/lib/site-url'

// Read from the database when asked, so it always matches what is published.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const [pages, posts, newest] = await Promise.all([
    listPublishedPages(),
    listPublishedPostSlugs(),
    listPosts(),
  ])
  const blogUpdated = newest[0]?.updatedAt
  return [
    ...pages.map((page) => ({
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
