import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/lib/access'
import { linkedInField } from '../linkedin'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  orderable: true,
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'role'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
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
