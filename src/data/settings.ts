import { cache } from 'react'
import { collectionTag, globalTag } from '@/lib/cache-tags'
import type { SiteSetting } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'

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
