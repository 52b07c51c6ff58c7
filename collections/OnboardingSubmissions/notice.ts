import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook, Field } from 'payload'
import { database } from '../transaction'
import { serverWritten } from '@/lib/access'

/** The page whose text is the privacy notice the forms link to. */
const PRIVACY_PAGE_SLUG = 'privacy'

/**
 * Which published version of the privacy notice was in force when the person sent their answers:
 * the version's id in the Pages collection's history, and when it was published.
 */
export const privacyNoticeField: Field = {
  name: 'privacyNotice',
  label: 'Privacy notice seen',
  type: 'group',
  access: serverWritten,
  admin: {
    position: 'sidebar',
    readOnly: true,
    description:
      'The version of the privacy notice published when this was sent (Pages → Privacy Policy → Versions).',
  },
  fields: [
    { name: 'version', type: 'text' },
    {
      name: 'publishedAt',
      label: 'Published',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

/** On receipt, records the privacy notice's published version; later changes keep it. */
export const recordNotice: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  // One narrow query in the write's own transaction: the newest published version of the page
  // with the notice's slug (loading the version through Payload would read all its blocks).
  const db = await database(req.payload, req)
  const { rows } = await db.execute(sql`
    select id, updated_at from _pages_v
    where version_slug = ${PRIVACY_PAGE_SLUG} and version__status = 'published'
    order by updated_at desc limit 1`)
  const published = rows[0] as { id: number; updated_at: Date | string } | undefined
  if (published) {
    data.privacyNotice = {
      version: String(published.id),
      publishedAt: new Date(published.updated_at).toISOString(),
    }
  }
  return data
}
