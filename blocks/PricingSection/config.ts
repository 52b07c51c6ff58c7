import type { Block } from 'payload'
import { anchorField, sectionFields, validateHref } from '../shared/fields'

type Siblings = { calculator?: unknown; showCommission?: boolean }

/**
 * Plan cards with the billing-period and currency switches. One block covers every pricing
 * variant: main (Per Account / Teams That Scale), alternative and home (plans or ROI
 * calculator), discounted (savings and a calculator below), referral (prices × 1.2 and the
 * partner's commission examples).
 */
export const PricingSectionBlock: Block = {
  slug: 'pricingSection',
  interfaceName: 'PricingSectionBlock',
  labels: { singular: 'Pricing section', plural: 'Pricing sections' },
  fields: [
    ...sectionFields(true),
    anchorField({ description: 'Optional id for links to this section, e.g. pricing (#pricing).' }),
    {
      type: 'row',
      fields: [
        {
          name: 'priceBook',
          label: 'Price book',
          type: 'relationship',
          relationTo: 'price-books',
          required: true,
          admin: { description: 'Which prices the plan cards show.' },
        },
        {
          name: 'priceMultiplier',
          label: 'Multiply every price by',
          type: 'number',
          min: 0.01,
          defaultValue: 1,
          admin: {
            step: 0.01,
            description:
              'Every price is multiplied by this and rounded (1.2 shows prices including UK VAT).',
          },
        },
      ],
    },
    {
      name: 'showTeamsToggle',
      label: 'Show the Per Account / Teams That Scale toggle',
      type: 'checkbox',
      admin: {
        description: 'Plans marked "Only under Teams That Scale" appear when Teams is picked.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'calculator',
          label: 'ROI calculator',
          type: 'relationship',
          relationTo: 'calculators',
        },
        {
          name: 'calculatorPlacement',
          label: 'Where the calculator shows',
          type: 'select',
          defaultValue: 'toggle',
          options: [
            { label: 'Behind an Explore ROI / View Pricing toggle', value: 'toggle' },
            { label: 'Below the plan cards', value: 'below' },
          ],
          admin: { condition: (_, siblings: Siblings) => Boolean(siblings?.calculator) },
        },
      ],
    },
    {
      name: 'calculatorHeading',
      label: 'Calculator heading',
      type: 'text',
      defaultValue: 'Calculate your return on investment',
      admin: { condition: (_, siblings: Siblings) => Boolean(siblings?.calculator) },
    },
    {
      name: 'showCommission',
      label: 'Show the referral commission examples',
      type: 'checkbox',
    },
    {
      type: 'row',
      admin: { condition: (_, siblings: Siblings) => Boolean(siblings?.showCommission) },
      fields: [
        {
          name: 'commissionHeading',
          label: 'Commission heading (monthly)',
          type: 'text',
          defaultValue: 'Your Monthly Commission Examples',
        },
        {
          name: 'commissionHeadingAnnual',
          label: 'Commission heading (annual)',
          type: 'text',
          defaultValue: 'Your Annual Commission Examples',
        },
        {
          name: 'commissionPercent',
          label: 'Commission (%)',
          type: 'number',
          min: 0,
          max: 100,
          defaultValue: 20,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'planButtonLabel',
          label: 'Plan button text',
          type: 'text',
          required: true,
          defaultValue: 'Get Started',
          admin: { description: 'Shown on every plan card.' },
        },
        {
          name: 'planButtonHref',
          label: 'Plan buttons go to',
          type: 'text',
          required: true,
          defaultValue: '/onboarding',
          validate: validateHref,
          admin: { description: 'A page such as /onboarding, or a full https:// address.' },
        },
      ],
    },
  ],
}
