import type { CollectionConfig } from 'payload'
import { isAdmin, isEditor, nobody, serverWritten } from '@/lib/access'
import { serverTimestamps } from '../timestamps'

/**
 * A marketer's decision to keep two prices different (a price book against a calculator package
 * or another book). Made from a price book's checks, which record what was decided, by whom and
 * when (nobody creates one through the API); listed in the claims audit. It lapses as soon as
 * either figure changes.
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
  access: { read: isEditor, create: nobody, update: isAdmin, delete: isEditor },
  hooks: { beforeChange: [serverTimestamps] },
  fields: [
    { name: 'summary', label: 'What was kept different', type: 'text', required: true },
    {
      name: 'subject',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
      access: serverWritten,
    },
    {
      name: 'signature',
      type: 'text',
      required: true,
      admin: { readOnly: true },
      access: serverWritten,
    },
    {
      name: 'decidedBy',
      label: 'Decided by',
      type: 'text',
      admin: { readOnly: true },
      access: serverWritten,
    },
  ],
}
