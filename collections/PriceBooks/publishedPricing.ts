import type { CollectionConfig } from 'payload'
import { editorOrPublished, isEditor } from '../access'
import { revalidateDeletedPricing, revalidatePricing } from './hooks/revalidatePricing'

/**
 * What plans, price books and calculators share: marketers edit drafts and publish a price change
 * deliberately; visitors see published documents only; a publish refreshes every page.
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
  hooks: { afterChange: [revalidatePricing], afterDelete: [revalidateDeletedPricing] },
} satisfies Pick<CollectionConfig, 'access' | 'versions' | 'hooks'>
