import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/lib/access'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  orderable: true,
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'role', 'company'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
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
      name: 'company',
      type: 'text',
      admin: { description: 'An anonymised description, e.g. B2B SaaS, 25 staff' },
    },
  ],
}
