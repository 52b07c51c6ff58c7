import type { MetadataRoute } from 'next'
import { listPublicPaths } from '@/data/public-paths'
import { offerHasEnded } from '@/lib/offers'
import { siteUrl } from '@/server/site-url'

// Built per request from cached queries (refreshed on every publish), with the public origin the
// server runs with.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  // Checked on every request: an offer leaves the sitemap the moment it ends. A page kept out of
  // search engines is left out too.
  const now = Date.now()
  return (await listPublicPaths())
    .filter(({ offer, indexed }) => indexed !== false && !offerHasEnded(offer, now))
    .map(({ path, updatedAt }) => ({ url: `${base}${path}`, lastModified: updatedAt }))
}
