import type { Block } from 'payload'

/** A row of client logos under a short heading: the businesses that trust the agency. */
export const LogoStripBlock: Block = {
  slug: 'logoStrip',
  interfaceName: 'LogoStripBlock',
  labels: { singular: 'Client logos', plural: 'Client logos' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Trusted by teams like these' },
    {
      name: 'logos',
      label: 'Logos',
      type: 'array',
      minRows: 2,
      maxRows: 12,
      labels: { singular: 'Logo', plural: 'Logos' },
      fields: [
        {
          name: 'name',
          label: 'Client name',
          type: 'text',
          required: true,
          admin: { description: 'Read out by screen readers in place of the logo.' },
        },
        {
          name: 'logo',
          label: 'Logo',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'A wide PNG or WebP on a transparent background works best.' },
        },
      ],
    },
  ],
}
