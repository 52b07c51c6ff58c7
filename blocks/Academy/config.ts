import type { Block } from 'payload'
import { eyebrowField, introField } from '../shared/fields'

/**
 * The academy page: hero, stats, learning path, video library and training modules. Modules,
 * videos and steps come from their own collections (group Academy in the admin); this block
 * holds the page copy around them.
 */
export const AcademyBlock: Block = {
  slug: 'academy',
  interfaceName: 'AcademyBlock',
  labels: { singular: 'Academy', plural: 'Academy sections' },
  fields: [
    {
      type: 'collapsible',
      label: 'Hero',
      fields: [
        eyebrowField(),
        { name: 'heading', type: 'text', required: true },
        introField({ required: true }),
      ],
    },
    {
      name: 'stats',
      type: 'array',
      maxRows: 6,
      admin: { description: 'The figures under the hero, e.g. 50+ / Training videos.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true },
            { name: 'label', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Section headings',
      fields: [
        { name: 'pathHeading', type: 'text', required: true },
        { name: 'pathIntro', type: 'textarea' },
        { name: 'videosHeading', type: 'text', required: true },
        { name: 'videosIntro', type: 'textarea' },
        { name: 'modulesHeading', type: 'text', required: true },
        { name: 'modulesIntro', type: 'textarea' },
      ],
    },
    {
      type: 'collapsible',
      label: 'Closing section',
      fields: [
        { name: 'closingHeading', label: 'Closing heading', type: 'text', required: true },
        { name: 'closingBody', label: 'Closing text', type: 'textarea' },
      ],
    },
    {
      type: 'collapsible',
      label: 'Restricted-access dialog',
      admin: { description: 'Every academy action opens this dialog.' },
      fields: [
        {
          name: 'dialogTitle',
          label: 'Pop-up title',
          type: 'text',
          required: true,
          defaultValue: 'Academy Access Restricted',
        },
        {
          name: 'dialogBody',
          label: 'Pop-up text',
          type: 'textarea',
          required: true,
          defaultValue:
            'The Leadpilot Academy is available to clients only. Once you are on board, you will find every video, module and template in your client dashboard.',
        },
      ],
    },
  ],
}
