import type { Block } from 'payload'

export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'width',
      label: 'Layout',
      type: 'select',
      defaultValue: 'prose',
      options: [
        { label: 'Reading width', value: 'prose' },
        { label: 'Full width', value: 'wide' },
        { label: 'Heading beside the text', value: 'beside' },
      ],
      admin: {
        description:
          'Heading beside the text: the heading on the left, the text at reading width on the right (on phones, one above the other).',
      },
    },
    {
      name: 'background',
      type: 'select',
      defaultValue: 'plain',
      options: [
        { label: 'Plain', value: 'plain' },
        { label: 'Tinted band', value: 'tinted' },
      ],
      admin: { description: 'A tinted band sets the section apart from the ones around it.' },
    },
  ],
}
