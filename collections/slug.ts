import type { Field } from 'payload'
import { SLUG_PATTERN, slugify } from '@/lib/paths'

/** A unique URL slug, filled from the title when left empty. */
export const slugField = (from = 'title'): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'The address of the page, e.g. pricing-overview. "home" is /.',
  },
  hooks: {
    beforeValidate: [
      // Empty stays empty (null), so untitled drafts never collide on the unique index.
      ({ value, data }) =>
        (typeof value === 'string' && value.trim()
          ? value.trim()
          : slugify(String(data?.[from] ?? ''))) || null,
    ],
  },
  validate: (value: unknown) =>
    typeof value === 'string' && SLUG_PATTERN.test(value)
      ? true
      : 'Use lower-case letters, numbers and hyphens (and / for nested pages).',
})
