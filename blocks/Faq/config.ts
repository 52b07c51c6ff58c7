import type { Block } from 'payload'
import { anchorField, sectionFields } from '../shared/fields'

/** The FAQ accordion: one answer open at a time, collapsible. Items come from FAQ items. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [...sectionFields, anchorField('faq')],
}
