import type { Block } from 'payload'
import { ICON_OPTIONS } from '@/lib/icons'
import { anchorField, eyebrowField, linksField, sectionFields } from '../shared/fields'

/**
 * Cards in a grid, numbered steps, a timeline or a list beside the heading: pillars, benefits,
 * steps, journeys, values.
 */
export const CardsBlock: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cards', plural: 'Cards' },
  fields: [
    ...sectionFields(),
    anchorField(),
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'grid',
          options: [
            { label: 'Grid', value: 'grid' },
            { label: 'Numbered steps', value: 'steps' },
            { label: 'Timeline', value: 'timeline' },
            { label: 'List beside the heading', value: 'list' },
          ],
          admin: {
            description:
              'List beside the heading: the heading on the left, the items as rows on the right, without boxes.',
          },
        },
        {
          name: 'columns',
          type: 'select',
          defaultValue: '3',
          options: ['2', '3', '4'].map((value) => ({ label: `${value} columns`, value })),
        },
      ],
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      fields: [
        {
          type: 'row',
          fields: [
            eyebrowField('Small label above the title, e.g. Day 1'),
            { name: 'icon', type: 'select', options: ICON_OPTIONS },
          ],
        },
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        {
          name: 'image',
          label: 'Image (optional)',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Shown at the top of the card.' },
        },
        {
          name: 'features',
          type: 'array',
          fields: [{ name: 'text', type: 'text', required: true }],
        },
      ],
    },
    linksField('links', 2),
  ],
}
