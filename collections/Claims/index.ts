import type { CollectionConfig } from 'payload'
import { isStaffField } from '@/lib/access'
import { editorialDocument } from '../editorial'
import { previewClaim } from '../live-preview'

/**
 * A marketing claim with the reading each page shows. Copy refers to it as `{{key}}`; the
 * claims audit (admin → Claims audit) lists readings side by side and flags disagreements.
 * Pages show its published version only.
 */
export const Claims: CollectionConfig = {
  slug: 'claims',
  admin: {
    ...previewClaim,
    group: 'Content',
    useAsTitle: 'topic',
    defaultColumns: ['topic', 'key', '_status', 'updatedAt'],
    description:
      'Write {{key}} in any page copy to show the reading for that page. Pages show the published version; a page without a reading of its own shows the first one.',
  },
  // Drafts, versions and scheduled publishing as for pages: visitors see published claims only.
  ...editorialDocument,
  fields: [
    { name: 'topic', type: 'text', required: true },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Use lower-case words joined by hyphens, e.g. leads-per-month.',
    },
    {
      name: 'note',
      type: 'textarea',
      access: { read: isStaffField },
      admin: { description: 'Where the figure comes from. Not shown to visitors.' },
    },
    {
      name: 'readings',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'One reading for each page that shows this claim.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'path',
              type: 'text',
              required: true,
              admin: { description: 'The page, e.g. / or /how-it-works' },
            },
            {
              name: 'value',
              type: 'text',
              required: true,
              admin: { description: 'The figure shown, e.g. 10-40' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              admin: { description: 'Text shown under the figure in a stats row' },
            },
            {
              name: 'place',
              type: 'text',
              access: { read: isStaffField },
              admin: { description: 'Where on the page, e.g. results panel' },
            },
          ],
        },
      ],
    },
  ],
}
