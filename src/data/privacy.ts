import { cache } from 'react'
import { globalTag } from '@/lib/cache-tags'
import { periodsFrom, type RetentionPeriods } from '@/lib/retention'
import { tagged } from './cached'
import { payloadClient } from './payload'

/**
 * The retention periods as admins set them (Settings → Privacy): the privacy page shows them and
 * the retention job applies them.
 */
export const getRetentionPeriods = cache(
  tagged(
    'retention-periods',
    () => [globalTag('privacy-settings')],
    async (): Promise<RetentionPeriods> => {
      const payload = await payloadClient()
      return periodsFrom(
        await payload.findGlobal({ slug: 'privacy-settings', overrideAccess: true }),
      )
    },
  ),
)
