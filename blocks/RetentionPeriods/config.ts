import type { Block } from 'payload'

/**
 * The privacy policy's "how long we keep it" section. Its periods are not typed here: they are
 * read from Settings → Privacy, the same figures the nightly retention job applies.
 */
export const RetentionPeriodsBlock: Block = {
  slug: 'retentionPeriods',
  interfaceName: 'RetentionPeriodsBlock',
  labels: { singular: 'Retention periods', plural: 'Retention periods' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'How long we keep it' },
    {
      name: 'note',
      type: 'textarea',
      admin: {
        description:
          'Optional words after the periods. The periods themselves come from Settings → Privacy (admins).',
      },
    },
  ],
}
