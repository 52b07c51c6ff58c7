import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '../access'
import { revalidateClaim, revalidateDeletedClaim } from './hooks/revalidateClaim'

/**
 * A marketing claim with the reading each page shows. Copy refers to it as `{{key}}`; the
 * claims audit (admin → Claims audit) lists readings side by side and flags disagreements.
 */
export const Claims: CollectionConfig = {
  slug: 'claims',
  admin: {
    group: 'Content',
    useAsTitle: 'topic',
    defaultColumns: ['topic', 'key', 'updatedAt'],
    description: 'Write {{key}} in any page copy to show the reading for that page.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateClaim], afterDelete: [revalidateDeletedClaim] },
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
    { name: 'note', type: 'textarea', admin: { description: 'Where the figure comes from.' } },
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
              admin: { description: 'Where on the page, e.g. results panel' },
            },
          ],
        },
      ],
    },
  ],
}
