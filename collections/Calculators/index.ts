import type { CollectionConfig, Field } from 'payload'
import { publishedPricing } from '../PriceBooks/publishedPricing'
import { keyField } from '../PriceBooks/keyField'

/** An amount in each currency, entered explicitly. */
const perCurrency = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'gbp', label: 'GBP (£)', type: 'number', min: 0 },
        { name: 'eur', label: 'EUR (€)', type: 'number', min: 0 },
        { name: 'usd', label: 'USD ($)', type: 'number', min: 0 },
      ],
    },
  ],
})

type PackageRow = { key?: string | null }

/** An ROI calculator: the packages a visitor can pick and the figures it starts with. */
export const Calculators: CollectionConfig = {
  slug: 'calculators',
  labels: { singular: 'ROI calculator', plural: 'ROI calculators' },
  admin: {
    group: 'Pricing',
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', '_status', 'updatedAt'],
    description: 'Packages and starting figures of the ROI calculators on the pricing pages.',
  },
  ...publishedPricing,
  fields: [
    { name: 'title', type: 'text', required: true },
    keyField('A short machine name, e.g. standard. Not shown to visitors.'),
    {
      name: 'packages',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Package', plural: 'Packages' },
      admin: { initCollapsed: true },
      validate: (rows: unknown) => {
        const keys = ((rows as PackageRow[] | null) ?? []).map((row) => row.key).filter(Boolean)
        return new Set(keys).size === keys.length ? true : 'Each package key must be unique.'
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'plan',
              type: 'relationship',
              relationTo: 'plans',
              required: true,
              admin: { description: 'Named and priced like this plan on each page.' },
            },
            {
              name: 'key',
              label: 'Internal name',
              type: 'text',
              required: true,
              admin: { description: 'e.g. leadpilotpro; the default package refers to it.' },
            },
          ],
        },
        { name: 'subtitle', type: 'text' },
        perCurrency(
          'overrides',
          'Monthly price override',
          'Leave empty to show the plan’s price from the price book of each page. A pound price replaces the book’s price and is converted; a euro or dollar price replaces that currency only. The claims audit lists every override in force.',
        ),
        {
          name: 'expectedMeetings',
          type: 'group',
          admin: { description: 'Expected meetings a month.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'min', type: 'number', min: 0, required: true, defaultValue: 5 },
                { name: 'max', type: 'number', min: 0, required: true, defaultValue: 15 },
              ],
            },
          ],
        },
        {
          name: 'prospectsPerMonth',
          type: 'number',
          min: 0,
          required: true,
          defaultValue: 800,
        },
        perCurrency('additionalCostPerMeeting', 'Additional cost per meeting (optional)'),
        {
          name: 'features',
          type: 'array',
          admin: { description: 'Wrap words in **double asterisks** to show them bold.' },
          fields: [{ name: 'text', type: 'text', required: true }],
        },
      ],
    },
    {
      name: 'defaults',
      type: 'group',
      admin: { description: 'What the calculator shows before the visitor changes anything.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'monthlyLeads', type: 'number', required: true, defaultValue: 5 },
            { name: 'yearlyLeads', type: 'number', required: true, defaultValue: 60 },
            {
              name: 'conversionRate',
              label: 'Close rate (%)',
              type: 'number',
              required: true,
              defaultValue: 5,
            },
            {
              name: 'averageDealSize',
              label: 'Average deal size',
              type: 'number',
              required: true,
              defaultValue: 30000,
            },
          ],
        },
        {
          name: 'selectedPackage',
          label: 'Package shown first',
          type: 'text',
          required: true,
          defaultValue: 'leadpilotpro',
          validate: (value: unknown, { data }: { data: unknown }) => {
            const packages = ((data as { packages?: PackageRow[] })?.packages ?? []).map(
              (pkg) => pkg.key,
            )
            return typeof value === 'string' && packages.includes(value)
              ? true
              : `Use the internal name of one of the packages above (${packages.join(', ')}).`
          },
        },
      ],
    },
  ],
}
