import type { Block } from 'payload'
import { sectionFields } from '../shared/fields'

/** Testimonials from the Testimonials collection, in the order set there. */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    ...sectionFields(),
    { name: 'limit', label: 'How many to show', type: 'number', defaultValue: 6, min: 1, max: 12 },
  ],
}
