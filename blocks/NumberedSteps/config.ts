import type { Block } from 'payload'

/** A short numbered process ('How It Works'). */
export const NumberedStepsBlock: Block = {
  slug: 'numberedSteps',
  interfaceName: 'NumberedStepsBlock',
  labels: { singular: 'Numbered steps', plural: 'Numbered steps' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
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
