import type { CollectionConfig } from 'payload'
import { isAdmin, isEditor, nobody } from '@/lib/access'

/**
 * Every path visitors found missing (404), with how often: the path and a count, nothing about
 * the visitor. The 404s view lists the most frequent with a one-click redirect.
 */
export const MissingPages: CollectionConfig = {
  slug: 'missing-pages',
  labels: { singular: 'Missing page', plural: 'Missing pages' },
  admin: { hidden: true },
  access: { read: isEditor, create: nobody, update: nobody, delete: isAdmin },
  timestamps: false,
  fields: [
    { name: 'path', type: 'text', required: true, unique: true },
    { name: 'hits', type: 'number', required: true, defaultValue: 0, index: true },
  ],
}
