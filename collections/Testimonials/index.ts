import type { CollectionConfig } from 'payload'
import { editorialDocument } from '../editorial'
import { linkedInField } from '../linkedin'
import { previewIn } from '../live-preview'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  orderable: true,
  admin: {
    ...previewIn('testimonials'),
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'company'],
  },
  ...editorialDocument,
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'company', type: 'text', admin: { description: 'The company they work for.' } },
        {
          name: 'companyDescription',
          type: 'text',
          label: 'About the company',
          admin: { description: 'A short line such as "B2B SaaS, 25 staff".' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'portrait',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'A head-and-shoulders photo. Without one, their initials show.' },
        },
        {
          name: 'companyLogo',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description: 'Shown beside the quote in place of a portrait when there is no photo.',
          },
        },
      ],
    },
    linkedInField,
  ],
}
