import type { MetadataRoute } from 'next'
import { siteUrl } from '@/server/site-url'

// Per request: the sitemap's address uses the public origin the server runs with.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/next'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
