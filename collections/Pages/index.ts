import type { CollectionConfig } from 'payload'
import { pageBlocks } from '../../blocks'
import { editorialDocument } from '../editorial'
import { slugField } from '../slug'
import { offerField, scheduleOfferEnd } from './offer'
import { namePickerTitle, pickerTitleField } from './picker-title'
import { pagePath } from '@/lib/paths'
import { previewUrl } from '@/lib/preview-url'
import { rejectUnknownClaimTokens } from '../Claims/tokens'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    // Pickers (a redirect's page, an offer's target) and the list name a page with its path.
    useAsTitle: 'pickerTitle',
    defaultColumns: ['title', 'slug', '_status', 'offerState', 'updatedAt'],
    livePreview: { url: ({ data }) => previewUrl(data?.slug, pagePath) },
    preview: (data) => previewUrl(data?.slug, pagePath),
  },
  ...editorialDocument,
  hooks: {
    beforeChange: [rejectUnknownClaimTokens(['title', 'layout']), namePickerTitle],
    afterChange: [scheduleOfferEnd],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    pickerTitleField,
    {
      name: 'offerState',
      label: 'Offer',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '/src/admin/OfferState#OfferStateField',
          Cell: '/src/admin/OfferState#OfferStateCell',
        },
      },
    },
    {
      name: 'indexed',
      label: 'Show in search engines',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description:
          'Untick for a page only reached by its link, such as a redirect screen or a hidden discount: it leaves the sitemap and asks search engines not to list it. Visitors with the link still see it.',
      },
    },
    offerField,
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
  ],
}
