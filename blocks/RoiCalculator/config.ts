import type { Block } from 'payload'
import { sectionFields } from '../shared/fields'

/**
 * The ROI calculator on its own; it follows the billing period and currency the visitor picked
 * on the page.
 */
export const RoiCalculatorBlock: Block = {
  slug: 'roiCalculator',
  interfaceName: 'RoiCalculatorBlock',
  labels: { singular: 'ROI calculator', plural: 'ROI calculators' },
  fields: [
    ...sectionFields(true),
    {
      name: 'calculator',
      label: 'ROI calculator',
      type: 'relationship',
      relationTo: 'calculators',
      required: true,
    },
    {
      name: 'showCurrencySwitch',
      label: 'Show the Monthly / Annual and currency switches',
      type: 'checkbox',
      admin: {
        description:
          'Leave off below a pricing section: the calculator already follows its switches.',
      },
    },
  ],
}
