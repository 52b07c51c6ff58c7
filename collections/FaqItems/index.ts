import type { CollectionConfig } from 'payload'
import { editorialDocument } from '../editorial'
import { rejectUnknownClaimTokens } from '../Claims/tokens'
import { faqIdsShown } from '../Claims/usage'
import { previewIn } from '../live-preview'

export const FaqItems: CollectionConfig = {
  slug: 'faq-items',
  orderable: true,
  labels: { singular: 'FAQ item', plural: 'FAQ items' },
  admin: {
    ...previewIn('faq', (block, data) =>
      faqIdsShown(block, [data.id as number]).includes(data.id as number),
    ),
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
