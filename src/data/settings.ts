import { cache } from 'react'
import { collectionTag, globalTag } from '@/lib/cache-tags'
import type { SiteSetting } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'
import type { Preview } from './preview'

/** Site-wide settings: brand, contact details and navigation (with the logo's media). */
export const getSettings = cache(
  tagged(
    'settings',
    () => [globalTag('site-settings'), collectionTag('media')],
    async (): Promise<SiteSetting> => {
      const payload = await payloadClient()
      return payload.findGlobal({ slug: 'site-settings', depth: 1 })
    },
  ),
)

/**
 * The settings the site's header and footer show: the published ones, or, for an editor
 * previewing, the latest draft as they may read it, uncached.
 */
export async function shownSettings(preview: Preview): Promise<SiteSetting> {
  if (!preview) return getSettings()
  const payload = await payloadClient()
  return payload.findGlobal({
    slug: 'site-settings',
    depth: 1,
    draft: true,
    user: preview.user,
    overrideAccess: false,
  })
}
