import type { Block } from 'payload'
import { sectionFields } from '../shared/fields'

const card = (name: string, label: string) => ({
  name,
  label,
  type: 'group' as const,
  fields: [
    { name: 'title', type: 'text' as const, required: true },
    { name: 'body', type: 'textarea' as const },
  ],
})

/** E-mail, live chat and phone cards; addresses come from site settings. */
export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: { singular: 'Contact cards', plural: 'Contact cards' },
  fields: [
    ...sectionFields(),
    card('emailCard', 'E-mail card'),
    card('chatCard', 'Live chat card'),
    card('phoneCard', 'Phone card'),
    {
      name: 'chatAutoReply',
      label: 'Automatic chat reply',
      type: 'textarea',
      required: true,
      admin: {
        description: 'The automatic reply in the chat. {email} becomes the support e-mail.',
      },
    },
  ],
}
