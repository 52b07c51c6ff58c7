import type { Block } from 'payload'
import { linksField, sectionFields } from '../shared/fields'

/** A list of what an offer includes, with its call to action. */
export const ChecklistBlock: Block = {
  slug: 'checklist',
  interfaceName: 'ChecklistBlock',
  labels: { singular: 'Checklist', plural: 'Checklists' },
  fields: [
    ...sectionFields(),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    { name: 'note', type: 'text' },
    linksField('links', 2),
  ],
}
