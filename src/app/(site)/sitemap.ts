import type { MetadataRoute } from 'next'
import { listPublishedPages } from '@/data/pages'
import { pagePath } from '@/lib/paths'
import { siteUrl } from '@/lib/site-url'

// Read from the database when asked, so it always matches what is published.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const pages = await listPublishedPages()
  return pages.map((page) => ({
    url: `${base}${pagePath(page.slug)}`,
    lastModified: page.updatedAt,
  }))
}
