import type { CollectionConfig } from 'payload'
import { editorialDocument } from '../editorial'
import { linkedInField } from '../linkedin'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  orderable: true,
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'role'] },
  ...editorialDocument,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text', required: true },
      ],
    },
    { name: 'bio', type: 'textarea' },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    linkedInField,
  ],
}
