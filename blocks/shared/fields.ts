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
