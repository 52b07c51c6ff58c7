import { cache } from 'react'
import type { SiteSetting } from '@/payload-types'
import { payloadClient } from './payload'

/** Site-wide settings: brand, contact details and navigation. */
export const getSettings = cache(async (): Promise<SiteSetting> => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 1 })
})
