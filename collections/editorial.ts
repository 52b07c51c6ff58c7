import type { CollectionConfig } from 'payload'
import { editorOrPublished, isEditor } from '@/lib/access'

/**
 * What pages and posts share: editors write drafts (autosaved, versioned, publishable on a
 * schedule); visitors read published documents only.
 */
export const editorialDocument = {
  access: {
    read: editorOrPublished,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
    readVersions: isEditor,
  },
  versions: {
    drafts: { autosave: { interval: 800 }, schedulePublish: true },
    maxPerDoc: 25,
  },
} satisfies Pick<CollectionConfig, 'access' | 'versions'>
