import type { CollectionConfig } from 'payload'
import { editorialDocument } from '../editorial'
import { previewIn } from '../live-preview'

/** The academy's learning path, shown in step-number order. */
export const LearningSteps: CollectionConfig = {
  slug: 'learning-steps',
  labels: { singular: 'Learning step', plural: 'Learning steps' },
  admin: {
    ...previewIn('academy'),
    group: 'Academy',
    useAsTitle: 'title',
    defaultColumns: ['stepNumber', 'title', 'durationLabel', 'isCompleted', 'isActive'],
    description:
      'The learning path on the academy page, in step-number order. A completed step shows as done; the active one is highlighted; the rest are upcoming.',
  },
  defaultSort: 'stepNumber',
  ...editorialDocument,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'stepNumber', type: 'number', required: true, unique: true, min: 1 },
        {
          name: 'durationLabel',
          type: 'text',
          required: true,
          admin: { description: 'e.g. Week 1.' },
        },
      ],
    },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'isCompleted', label: 'Completed', type: 'checkbox', defaultValue: false },
        { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'lessons',
      type: 'text',
      hasMany: true,
      admin: { description: 'The lessons in this step; press Enter after each one.' },
    },
  ],
}
