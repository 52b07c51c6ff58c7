import type { Field } from 'payload'
import { SLUG_PATTERN, slugify } from '@/lib/paths'

/** A unique URL slug, filled from the title when left empty. */
export const slugField = (from = 'title'): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'The address of the page, e.g. pricing-overview. "home" is /.' },
  hooks: {
    beforeValidate: [
      ({ value, data }) => (typeof value === 'string' && value ? value.trim() : slugify(String(data?.[from] ?? ''))),
    ],
  },
  validate: (value: unknown) =>
    typeof value === 'string' && SLUG_PATTERN.test(value)
      ? true
      : 'Use lower-case letters, numbers and hyphens (and / for nested pages).',
})
