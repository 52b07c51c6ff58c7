import type { CollectionConfig } from 'payload'
import { editorialDocument } from '../editorial'
import { previewAuthor } from '../live-preview'

/** The people shown in blog bylines. */
export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: {
    ...previewAuthor,
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'jobTitle', 'updatedAt'],
  },
  ...editorialDocument,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      name: 'jobTitle',
      type: 'text',
      required: true,
      label: 'Title',
      admin: { description: 'Shown under the name in bylines, e.g. LinkedIn Marketing Expert.' },
    },
    { name: 'bio', type: 'textarea' },
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
}
