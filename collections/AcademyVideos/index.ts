import type { CollectionConfig } from 'payload'
import { DIFFICULTIES } from '@/lib/academy'
import { editorialDocument } from '../editorial'
import { previewIn } from '../live-preview'

/** Sample videos in the academy's video library. */
export const AcademyVideos: CollectionConfig = {
  slug: 'academy-videos',
  labels: { singular: 'Academy video', plural: 'Academy videos' },
  orderable: true,
  admin: {
    ...previewIn('academy'),
    group: 'Academy',
    useAsTitle: 'title',
    defaultColumns: ['title', 'duration', 'level', 'rating'],
    description: 'Sample videos in the academy video library. Drag to reorder.',
  },
  ...editorialDocument,
  fields: [
    { name: 'title', type: 'text', required: true, unique: true },
    {
      type: 'row',
      fields: [
        {
          name: 'duration',
          type: 'text',
          required: true,
          admin: { description: 'Minutes and seconds, e.g. 12:40.' },
        },
        {
          name: 'level',
          type: 'select',
          required: true,
          defaultValue: 'Beginner',
          options: DIFFICULTIES.map((value) => ({ label: value, value })),
        },
        {
          name: 'rating',
          type: 'number',
          required: true,
          min: 0,
          max: 5,
          admin: { step: 0.1, description: 'Out of 5.' },
        },
      ],
    },
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional. Without an image the tile shows a coloured play card.' },
    },
  ],
}
