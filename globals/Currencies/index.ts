import type { Field, GlobalConfig } from 'payload'
import { editorOrPublished, isEditor } from '@/lib/access'
import { CURRENCIES } from '@/lib/money'

const currency = (code: 'gbp' | 'eur' | 'usd', label: string, symbol: string): Field => ({
  name: code,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'symbol', type: 'text', required: true, defaultValue: symbol },
        code === 'gbp'
          ? {
              name: 'rate',
              type: 'number',
              defaultValue: 1,
              hooks: { beforeChange: [() => 1] },
              admin: {
                readOnly: true,
                description: 'Prices are stored in pounds, so the pound is always 1.',
              },
            }
          : {
              name: 'rate',
              label: 'Rate (per £1)',
              type: 'number',
              required: true,
              min: 0.01,
              admin: {
                step: 0.01,
                description: 'Each GBP price is multiplied by this and rounded.',
              },
            },
      ],
    },
  ],
})

/** Exchange rates, symbols and the rounding rule every displayed price follows. */
export const Currencies: GlobalConfig = {
  slug: 'currencies',
  label: 'Currencies',
  typescript: { interface: 'CurrenciesGlobal' },
  admin: {
    group: 'Pricing',
    description:
      'Plan prices are kept in GBP and converted with these rates. Calculator packages list their own prices per currency.',
  },
  access: { read: editorOrPublished, update: isEditor, readVersions: isEditor },
  versions: { drafts: true, max: 50 },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'defaultCurrency',
          type: 'select',
          required: true,
          defaultValue: 'GBP',
          options: CURRENCIES.map((code) => ({ label: code, value: code })),
          admin: { description: 'Shown until a visitor picks another currency.' },
        },
        {
          name: 'rounding',
          type: 'select',
          required: true,
          defaultValue: 'nearest',
          options: [
            { label: 'To the nearest whole unit', value: 'nearest' },
            { label: 'Up to the next whole unit', value: 'up' },
            { label: 'Down to the whole unit', value: 'down' },
          ],
          admin: { description: 'How converted prices are rounded.' },
        },
      ],
    },
    currency('gbp', 'Pound sterling (GBP)', '£'),
    currency('eur', 'Euro (EUR)', '€'),
    currency('usd', 'US dollar (USD)', '$'),
  ],
}
