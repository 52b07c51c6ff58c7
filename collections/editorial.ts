import type { CollectionConfig } from 'payload'
import { editorOrPublished, isEditor } from '@/lib/access'

/**
 * What every content collection shares (pages, posts, case studies, FAQ items, testimonials, team
 * members, authors, the academy, redirects): editors write drafts (autosaved, versioned,
 * publishable on a schedule, restorable); visitors read published documents only.
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
