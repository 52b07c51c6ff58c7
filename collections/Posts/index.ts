import type { CollectionConfig, TextField } from 'payload'
import { editorialDocument } from '../editorial'
import { slugField } from '../slug'
import { setPublishedAt } from './hooks/setPublishedAt'
import { POST_CATEGORIES, postPath } from '@/lib/blog'
import { previewUrl } from '@/lib/preview-url'

/** Blog articles: drafts, versions, autosave and scheduled publishing. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    livePreview: { url: ({ data }) => previewUrl(data?.slug, postPath) },
    preview: (data) => previewUrl(data?.slug, postPath),
  },
  ...editorialDocument,
  defaultSort: '-publishedAt',
  hooks: {
    beforeChange: [setPublishedAt],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      ...(slugField() as TextField),
      admin: { position: 'sidebar', description: 'The address of the article: /blog/<slug>.' },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      admin: {
        description: 'One or two sentences for the blog index, the feed and search results.',
      },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: POST_CATEGORIES.map((category) => ({ label: category, value: category })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'authors',
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
        description: 'Shown on the article; filled in on first publish when left empty.',
      },
    },
    {
      name: 'readTime',
      type: 'text',
      required: true,
      admin: { position: 'sidebar', placeholder: '5 min read' },
    },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      label: 'Cover image',
    },
    { name: 'body', type: 'richText', required: true },
  ],
}
