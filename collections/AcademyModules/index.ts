import type { CollectionConfig } from 'payload'
import { DIFFICULTIES } from '@/lib/academy'
import { editorialDocument } from '../editorial'
import { previewIn } from '../live-preview'

/** Sample training modules shown on the academy page. */
export const AcademyModules: CollectionConfig = {
  slug: 'academy-modules',
  labels: { singular: 'Academy module', plural: 'Academy modules' },
  orderable: true,
  admin: {
    ...previewIn('academy'),
    group: 'Academy',
    useAsTitle: 'title',
    defaultColumns: ['title', 'difficulty', 'progress', 'isCompleted', 'isUnlocked'],
    description:
      'Sample modules on the academy page. The button reads Review Module when completed, Continue Learning when progress is above 0, Start Module when unlocked, otherwise Unlock Module.',
  },
  ...editorialDocument,
  fields: [
    { name: 'title', type: 'text', required: true, unique: true },
    { name: 'description', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'lessonsCount', label: 'Lessons', type: 'number', required: true, min: 0 },
        {
          name: 'duration',
          type: 'text',
          required: true,
          admin: { description: 'As shown on the card, e.g. 2h 15m.' },
        },
        {
          name: 'difficulty',
          type: 'select',
          required: true,
          defaultValue: 'Beginner',
          options: DIFFICULTIES.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      name: 'progress',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: 100,
      admin: { description: 'Sample progress in per cent (0-100).' },
    },
    {
      type: 'row',
      fields: [
        { name: 'isCompleted', label: 'Completed', type: 'checkbox', defaultValue: false },
        { name: 'isUnlocked', label: 'Unlocked', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'topics',
      type: 'text',
      hasMany: true,
      admin: { description: 'The topics listed on the card; press Enter after each one.' },
    },
  ],
}
