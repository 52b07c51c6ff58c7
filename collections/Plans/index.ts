import type { CollectionConfig } from 'payload'
import { keyField } from '../PriceBooks/keyField'
import { publishedPricing } from '../PriceBooks/publishedPricing'

/** What a plan is and includes. Its prices per page live in the price books. */
export const Plans: CollectionConfig = {
  slug: 'plans',
  labels: { singular: 'Plan', plural: 'Plans' },
  admin: {
    group: 'Pricing',
    useAsTitle: 'name',
    defaultColumns: ['name', 'subtitle', 'setupFeeGbp', '_status', 'updatedAt'],
    description:
      'What each plan is and includes. Its prices live in the price books (Pricing → Price books); the plan shows them below.',
  },
  ...publishedPricing,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'pricesInBooks',
      type: 'ui',
      admin: { components: { Field: '/src/admin/PlanPrices#PlanPrices' } },
    },
    keyField('A short machine name, e.g. pro. Not shown to visitors.'),
    { name: 'subtitle', type: 'text' },
    { name: 'description', type: 'textarea' },
    {
      name: 'features',
      type: 'array',
      labels: { singular: 'Feature', plural: 'Features' },
      admin: {
        description: 'One line each. Wrap words in **double asterisks** to show them bold.',
      },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    {
      name: 'additionalInfo',
      type: 'text',
      admin: { description: 'Small print under the features (optional).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'setupFeeGbp',
          label: 'Set-up fee (£)',
          type: 'number',
          min: 0,
          defaultValue: 199,
          admin: {
            description: 'Shown as "Including a £199 set up fee", converted. 0 hides the note.',
          },
        },
        {
          name: 'perMeetingGbp',
          label: 'Fee per meeting (£)',
          type: 'number',
          min: 0,
          admin: { description: 'Leave empty when the plan charges nothing per meeting.' },
        },
      ],
    },
  ],
}
