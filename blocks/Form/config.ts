import type { Block } from 'payload'
import { anchorField, sectionFields } from '../shared/fields'

/**
 * A form built in Content → Forms, shown on the page. It posts to `POST /api/form-entries`; what happens
 * next (a message or another page, the team's e-mail, the sender's confirmation) is set on the
 * form itself, so one form can sit on several pages.
 */
export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      admin: { description: 'Which form to show. Build or change it in Content → Forms.' },
    },
    ...sectionFields(),
    anchorField(),
  ],
}
