import type { CollectionBeforeChangeHook, Field } from 'payload'
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
  // One query: the newest published version of the page with the notice's slug.
  const { docs: versions } = await req.payload.findVersions({
    collection: 'pages',
    where: {
      and: [
        { 'version.slug': { equals: PRIVACY_PAGE_SLUG } },
        { 'version._status': { equals: 'published' } },
      ],
    },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const published = versions[0]
  if (published) {
    data.privacyNotice = { version: String(published.id), publishedAt: published.updatedAt }
  }
  return data
}
