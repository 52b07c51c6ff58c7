import type { Block } from 'payload'
import { linksField, sectionFields } from '../shared/fields'

/** A page section listing the case studies of one kind, with a closing call to action. */
export const CaseStudiesBlock: Block = {
  slug: 'caseStudies',
  interfaceName: 'CaseStudiesBlock',
  labels: { singular: 'Case studies', plural: 'Case studies' },
  fields: [
    ...sectionFields(true),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'b2b',
      options: [
        { label: 'Business case studies', value: 'b2b' },
        { label: 'Charity and social enterprise case studies', value: 'charity' },
      ],
      admin: {
        description:
          'Which case studies to list. They come from Content → Case studies, in the order set there.',
      },
    },
    {
      name: 'cta',
      type: 'group',
      label: 'Closing call to action',
      fields: [
        { name: 'heading', type: 'text' },
        { name: 'body', type: 'textarea' },
        {
          name: 'consultLabel',
          type: 'text',
          label: 'Consultation button label',
          admin: {
            description:
              'When filled, adds a button that opens the consultation scheduling page (Site settings) in a new tab.',
          },
        },
        linksField('links', 3),
      ],
    },
  ],
}
