import type { CollectionConfig } from 'payload'
import { editorOrPublished, isEditor } from '@/lib/access'

/**
 * What plans, price books and calculators share: marketers edit drafts and publish a price change
 * deliberately; visitors see published documents only.
 */
export const publishedPricing = {
  access: {
    read: editorOrPublished,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
    readVersions: isEditor,
  },
  versions: { drafts: true, maxPerDoc: 50 },
} satisfies Pick<CollectionConfig, 'access' | 'versions'>
