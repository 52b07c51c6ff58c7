import type { CollectionConfig } from 'payload'
import { anyone, isEditor } from '@/lib/access'
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
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeChange: [rejectUnknownClaimTokens(['question', 'answer'])] },
  fields: [
    { name: 'question', type: 'text', required: true, unique: true },
    { name: 'answer', type: 'textarea', required: true },
  ],
}
