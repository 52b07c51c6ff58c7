import type { Block } from 'payload'
import { sectionFields } from '../shared/fields'

/** A short numbered process ('How It Works'). */
export const NumberedStepsBlock: Block = {
  slug: 'numberedSteps',
  interfaceName: 'NumberedStepsBlock',
  labels: { singular: 'Numbered steps', plural: 'Numbered steps' },
  fields: [
    ...sectionFields(true),
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea', required: true },
      ],
    },
  ],
}
