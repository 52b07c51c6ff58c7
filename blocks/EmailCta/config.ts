import type { Block } from 'payload'

/** A call to action that e-mails one of the addresses kept in Site settings. */
export const EmailCtaBlock: Block = {
  slug: 'emailCta',
  interfaceName: 'EmailCtaBlock',
  labels: { singular: 'E-mail call to action', plural: 'E-mail calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'body',
      type: 'textarea',
      admin: { description: 'Write {email} where the address should appear.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'address',
          type: 'select',
          required: true,
          defaultValue: 'partnersEmail',
          options: [
            { label: 'Partners e-mail (Site settings)', value: 'partnersEmail' },
            { label: 'Support e-mail (Site settings)', value: 'supportEmail' },
          ],
        },
        {
          name: 'buttonLabel',
          label: 'Button text',
          type: 'text',
          required: true,
          defaultValue: 'Email us',
        },
        { name: 'subject', type: 'text', admin: { description: 'Optional e-mail subject.' } },
      ],
    },
  ],
}
