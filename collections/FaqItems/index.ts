import type { CollectionConfig } from 'payload'
import { editorialDocument } from '../editorial'
import { rejectUnknownClaimTokens } from '../Claims/tokens'

export const FaqItems: CollectionConfig = {
  slug: 'faq-items',
  orderable: true,
  labels: { singular: 'FAQ item', plural: 'FAQ items' },
  admin: {
    group: 'Content',
    useAsTitle: 'question',
    description: 'Answers may use {{claim}} tokens.',
  },
  ...editorialDocument,
  hooks: { beforeChange: [rejectUnknownClaimTokens(['question', 'answer'])] },
  fields: [
    { name: 'question', type: 'text', required: true, unique: true },
    { name: 'answer', type: 'textarea', required: true },
  ],
}
