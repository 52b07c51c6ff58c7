import type { CollectionConfig } from 'payload'
import { editorialDocument } from '../editorial'
import { linkedInField } from '../linkedin'
import { previewIn } from '../live-preview'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  orderable: true,
  admin: {
    ...previewIn('team'),
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'role'],
  },
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
