import type { CollectionConfig } from 'payload'
import { pageBlocks } from '../../blocks'
import { editorialDocument } from '../editorial'
import { slugField } from '../slug'
import { revalidateDeletedPage, revalidatePage } from './hooks/revalidatePage'
import { pagePath } from '@/lib/paths'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    livePreview: {
      url: ({ data }) =>
        `/next/preview?path=${encodeURIComponent(pagePath(String(data?.slug ?? 'home')))}`,
    },
    preview: (data) =>
      `/next/preview?path=${encodeURIComponent(pagePath(String(data?.slug ?? 'home')))}`,
  },
  ...editorialDocument,
  hooks: {
    afterChange: [revalidatePage],
    afterDelete: [revalidateDeletedPage],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
  ],
}
