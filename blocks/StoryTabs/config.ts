import type { Block } from 'payload'
import { sectionFields } from '../shared/fields'

/** Client stories as tabs: the first tab is selected by default; exactly one is always selected. */
export const StoryTabsBlock: Block = {
  slug: 'storyTabs',
  interfaceName: 'StoryTabsBlock',
  labels: { singular: 'Story tabs', plural: 'Story tabs' },
  fields: [
    ...sectionFields(),
    {
      name: 'stories',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'heading', type: 'text', required: true },
          ],
        },
        { name: 'whereTheyWere', label: 'Where they were', type: 'textarea', required: true },
        { name: 'goal', type: 'textarea', required: true },
        { name: 'challenge', type: 'textarea', required: true },
        { name: 'success', type: 'textarea', required: true },
      ],
    },
  ],
}
