import type { Block } from 'payload'
import { eyebrowField, linksField } from '../shared/fields'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    eyebrowField(),
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', label: 'Text under the heading', type: 'textarea' },
    {
      name: 'points',
      label: 'Selling points',
      type: 'array',
      maxRows: 6,
      admin: { description: 'Optional short selling points, shown as a ticked list.' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    linksField('links', 3),
    {
      name: 'illustration',
      label: 'Picture beside the text',
      type: 'select',
      defaultValue: 'none',
      options: [
        { label: 'None (centred text)', value: 'none' },
        { label: 'Drawn inbox of booked meetings', value: 'inbox' },
        { label: 'An image of your own', value: 'image' },
      ],
      admin: { description: 'What sits beside the text. "None" shows the text alone, centred.' },
    },
    {
      name: 'image',
      label: 'Image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        condition: (_, siblingData) => siblingData?.illustration === 'image',
        description: 'A picture or screenshot shown beside the text.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { illustration?: string } }) =>
        siblingData?.illustration === 'image' && !value
          ? 'Choose the image, or pick another option for the picture beside the text.'
          : true,
    },
  ],
}
