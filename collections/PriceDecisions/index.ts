import type { CollectionConfig } from 'payload'
import { isAdmin, isEditor } from '@/lib/access'

/**
 * A marketer's decision to keep two prices different (a price book against a calculator package
 * or another book). Made from a price book's checks; listed in the claims audit. It lapses as
 * soon as either figure changes.
 */
export const PriceDecisions: CollectionConfig = {
  slug: 'price-decisions',
  labels: { singular: 'Price decision', plural: 'Price decisions' },
  admin: {
    group: 'Pricing',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'decidedBy', 'createdAt'],
    description:
      'Prices kept different on purpose, recorded from a price book’s checks. Delete one to see the disagreement flagged again.',
  },
  access: { read: isEditor, create: isEditor, update: isAdmin, delete: isEditor },
  fields: [
    { name: 'summary', label: 'What was kept different', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'signature', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'decidedBy', label: 'Decided by', type: 'text', admin: { readOnly: true } },
  ],
}
