import type { CollectionConfig } from 'payload'
import { editorialDocument } from '../editorial'
import { rejectUnknownClaimTokens } from '../Claims/tokens'
import { previewIn } from '../live-preview'

export const FaqItems: CollectionConfig = {
  slug: 'faq-items',
  orderable: true,
  labels: { singular: 'FAQ item', plural: 'FAQ items' },
  admin: {
    ...previewIn('faq', (block, data) => {
      // A block that picks no questions shows them all.
      const picked = (block.items as Array<number | { id: number }> | null | undefined) ?? []
      return (
        !picked.length ||
        picked.some((item) => (typeof item === 'object' ? item.id : item) === data.id)
      )
    }),
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
