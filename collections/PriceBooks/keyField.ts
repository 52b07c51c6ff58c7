import type { Field } from 'payload'

const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A stable, unique machine name (seed data and tests find documents by it). */
export const keyField = (description: string): Field => ({
  name: 'key',
  label: 'Internal name',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description },
  validate: (value: unknown) =>
    typeof value === 'string' && KEY_PATTERN.test(value)
      ? true
      : 'Use lower-case letters, numbers and hyphens.',
})
