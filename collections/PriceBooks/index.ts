import type { CollectionConfig } from 'payload'
import { publishedPricing } from './publishedPricing'
import { keyField } from './keyField'
import { isStaffField } from '@/lib/access'

type Row = { plan?: number | { id: number } | null }
const planId = (row: Row) => (typeof row.plan === 'object' ? row.plan?.id : row.plan)

/**
 * The GBP prices of the plans as one pricing variant shows them (main, alternative, discounted,
 * ...). A pricing section block picks a price book; the referral page multiplies one by 1.2.
 */
export const PriceBooks: CollectionConfig = {
  slug: 'price-books',
  labels: { singular: 'Price book', plural: 'Price books' },
  admin: {
    group: 'Pricing',
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', '_status', 'updatedAt'],
    description:
      'Plan prices in GBP for each pricing variant. Other currencies are converted with the rates in Currencies.',
  },
  ...publishedPricing,
  fields: [
    { name: 'title', type: 'text', required: true },
    keyField('A short machine name, e.g. main. Not shown to visitors.'),
    {
      name: 'notes',
      type: 'textarea',
      access: { read: isStaffField },
      admin: {
        description: 'For editors: which pages use this price book. Not shown to visitors.',
      },
    },
    {
      name: 'prices',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Plan price', plural: 'Plan prices' },
      admin: {
        description: 'The plans in the order their cards appear.',
        initCollapsed: true,
        components: { RowLabel: '/src/admin/PlanRowLabel#PlanRowLabel' },
      },
      validate: (rows: unknown) => {
        const ids = ((rows as Row[] | null) ?? []).map(planId).filter(Boolean)
        return new Set(ids).size === ids.length ? true : 'Each plan can appear only once.'
      },
      fields: [
        { name: 'plan', type: 'relationship', relationTo: 'plans', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'monthlyGbp',
              label: 'Monthly price (£)',
              type: 'number',
              required: true,
              min: 0,
            },
            {
              name: 'annualGbp',
              label: 'Annual price (£)',
              type: 'number',
              min: 0,
              admin: { description: 'Leave empty for twelve months of the monthly price.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'isPopular', label: 'Most Popular badge', type: 'checkbox' },
            {
              name: 'teamsOnly',
              label: 'Only under "Teams That Scale"',
              type: 'checkbox',
              admin: { description: 'Hidden until the visitor picks Teams That Scale.' },
            },
          ],
        },
        {
          name: 'prospects',
          type: 'group',
          admin: { description: 'The prospects line: "800 prospects a month".' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'perMonth', type: 'number', min: 0, required: true, defaultValue: 800 },
                { name: 'perYear', type: 'number', min: 0, required: true, defaultValue: 9600 },
                {
                  name: 'orMore',
                  label: 'Show as "or more" (4,000+)',
                  type: 'checkbox',
                },
              ],
            },
          ],
        },
        {
          name: 'savings',
          type: 'group',
          admin: { description: 'Optional: "Save £170 a month" on discounted prices.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'monthlyGbp', label: 'Saving a month (£)', type: 'number', min: 0 },
                { name: 'annualGbp', label: 'Saving a year (£)', type: 'number', min: 0 },
              ],
            },
          ],
        },
      ],
    },
  ],
}
