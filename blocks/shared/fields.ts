import type { Field } from 'payload'

/** A call-to-action link: internal path, mailto/tel, or an external URL (opened in a new tab). */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  {
    name: 'href',
    type: 'text',
    required: true,
    admin: {
      description: 'A path such as /risk-free-trial, a mailto: address or a full https:// URL.',
    },
  },
  {
    name: 'variant',
    type: 'select',
    defaultValue: 'primary',
    options: [
      { label: 'Primary', value: 'primary' },
      { label: 'Secondary', value: 'secondary' },
      { label: 'Ghost', value: 'ghost' },
    ],
  },
]

export const linksField = (name = 'links', maxRows = 3): Field => ({
  name,
  type: 'array',
  maxRows,
  fields: linkFields,
})

/** Heading and intro line of a section; `{{claim}}` tokens are filled per page. */
export const sectionFields: Field[] = [
  { name: 'heading', type: 'text' },
  { name: 'intro', type: 'textarea' },
]

/** An optional id so links can jump to the section (e.g. #faq). */
export const anchorField = (defaultValue?: string): Field => ({
  name: 'anchor',
  defaultValue,
  type: 'text',
  admin: {
    description: 'Optional id for links such as /contact#faq (letters, numbers and hyphens).',
  },
  validate: (value: unknown) =>
    !value || (typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value))
      ? true
      : 'Use lower-case letters, numbers and hyphens.',
})
