import type { Block } from 'payload'
import { anchorField, sectionFields } from '../shared/fields'

/** The FAQ accordion: one answer open at a time, collapsible. Its questions are FAQ items: the ones it picks, or all of them. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    ...sectionFields(),
    {
      name: 'items',
      label: 'Questions to show',
      type: 'relationship',
      relationTo: 'faq-items',
      hasMany: true,
      admin: {
        description:
          'Pick the questions for this page, in the order to show them. Leave empty to show every FAQ item.',
      },
    },
    anchorField({ defaultValue: 'faq' }),
  ],
}
