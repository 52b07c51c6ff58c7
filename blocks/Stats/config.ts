import type { Block } from 'payload'
import { sectionFields } from '../shared/fields'

/** A row of figures, each a claim: the figure shown is the claim's reading for this page. */
export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Stats row', plural: 'Stats rows' },
  fields: [
    ...sectionFields(),
    {
      name: 'tone',
      label: 'Background',
      type: 'select',
      defaultValue: 'light',
      options: [
        { label: 'Light', value: 'light' },
        { label: 'Dark band', value: 'dark' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      fields: [
        {
          name: 'claim',
          label: 'Figure',
          type: 'relationship',
          relationTo: 'claims',
          required: true,
          admin: { description: 'A claim: the page shows its reading for this page.' },
        },
        {
          name: 'label',
          type: 'text',
          admin: { description: "Leave empty to use the reading's own label." },
        },
      ],
    },
  ],
}
