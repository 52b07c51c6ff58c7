import type { Block } from 'payload'
import { sectionFields } from '../shared/fields'

/** The embedded scheduling widget; its script loads only on pages that use this block. */
export const SchedulerBlock: Block = {
  slug: 'scheduler',
  interfaceName: 'SchedulerBlock',
  labels: { singular: 'Scheduling widget', plural: 'Scheduling widgets' },
  fields: [
    ...sectionFields(),
    {
      name: 'calendar',
      type: 'select',
      required: true,
      defaultValue: 'consultation',
      options: [
        { label: 'Consultation (site settings → consultation URL)', value: 'consultation' },
        { label: 'Onboarding call (site settings → onboarding call URL)', value: 'onboarding' },
      ],
    },
    {
      name: 'height',
      type: 'number',
      defaultValue: 630,
      min: 400,
      max: 1200,
      admin: { description: 'Pixels' },
    },
  ],
}
