import type { Block } from 'payload'
import { sectionFields } from '../shared/fields'

/** LinkedIn's limit on the note sent with a connection request. */
const CONNECTION_NOTE_MAX = 300

/**
 * Examples of the work itself: a connection request with its follow-ups as a prospect sees them,
 * and a weekly report as a client receives it. Every word and figure is edited here, so nothing
 * is drawn into a picture.
 */
export const SamplesBlock: Block = {
  slug: 'samples',
  interfaceName: 'SamplesBlock',
  labels: { singular: 'Sample work', plural: 'Sample work' },
  fields: [
    ...sectionFields(),
    {
      type: 'collapsible',
      label: 'Sample conversation',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'prospectName',
              label: 'Prospect’s name',
              type: 'text',
              required: true,
              admin: { description: 'A made-up person: never a real prospect.' },
            },
            {
              name: 'prospectRole',
              label: 'Prospect’s role and company',
              type: 'text',
              required: true,
            },
          ],
        },
        {
          name: 'connectionNote',
          label: 'Connection request note',
          type: 'textarea',
          required: true,
          maxLength: CONNECTION_NOTE_MAX,
          admin: {
            description: `The note sent with the request; LinkedIn allows ${CONNECTION_NOTE_MAX} characters.`,
          },
        },
        {
          name: 'followUps',
          label: 'Follow-up messages',
          type: 'array',
          maxRows: 3,
          labels: { singular: 'Follow-up', plural: 'Follow-ups' },
          fields: [
            {
              name: 'when',
              label: 'When it is sent',
              type: 'text',
              required: true,
              admin: { description: 'For example “Three days after they accept”.' },
            },
            {
              name: 'from',
              label: 'Written by',
              type: 'radio',
              defaultValue: 'us',
              options: [
                { label: 'Our client', value: 'us' },
                { label: 'The prospect', value: 'prospect' },
              ],
              admin: { layout: 'horizontal' },
            },
            { name: 'text', type: 'textarea', required: true },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Sample weekly report',
      fields: [
        {
          name: 'reportTitle',
          label: 'Report title',
          type: 'text',
          required: true,
          admin: { description: 'For example “Week 6 report: Calder & Co”.' },
        },
        {
          name: 'reportFigures',
          label: 'Figures',
          type: 'array',
          minRows: 1,
          maxRows: 6,
          labels: { singular: 'Figure', plural: 'Figures' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'value', type: 'text', required: true },
                {
                  name: 'change',
                  label: 'Change on last week',
                  type: 'text',
                  admin: { description: 'Optional, for example “+3”.' },
                },
              ],
            },
          ],
        },
        {
          name: 'reportNotes',
          label: 'What the account manager writes',
          type: 'array',
          maxRows: 4,
          labels: { singular: 'Line', plural: 'Lines' },
          fields: [{ name: 'text', type: 'text', required: true }],
        },
      ],
    },
    {
      name: 'caption',
      type: 'text',
      admin: { description: 'A line under both samples, for example that the names are invented.' },
    },
  ],
}
