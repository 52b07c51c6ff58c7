/**
 * The site's first forms: the contact form on /contact and the partner application on
 * /referral-partner-program. Where each notifies the team is set here once; afterwards only admins
 * change it (Content → Forms).
 */
type SeedForm = Record<string, unknown> & { title: string }

const SUPPORT_EMAIL = 'support@leadpilot.example'
const PARTNERS_EMAIL = 'partners@leadpilot.example'

export const CONTACT_FORM = 'Contact us'
export const PARTNER_FORM = 'Referral partner application'

export const forms: SeedForm[] = [
  {
    title: CONTACT_FORM,
    fields: [
      { blockType: 'text', name: 'name', label: 'Your name', required: true, width: 50 },
      { blockType: 'email', name: 'email', label: 'Email address', required: true, width: 50 },
      { blockType: 'text', name: 'company', label: 'Company (optional)', required: false },
      {
        blockType: 'textarea',
        name: 'message',
        label: 'How can we help?',
        required: true,
      },
    ],
    submitButtonLabel: 'Send message',
    confirmationType: 'message',
    confirmationMessageMarkdown:
      '**Thank you, your message is on its way to our team.** We reply to every message within 24 hours on working days, and we have sent a copy to your inbox.',
    notifyTo: SUPPORT_EMAIL,
    confirmationEmail: {
      send: true,
      subject: 'We have your message',
      body: [
        'Hello {{name}},',
        '',
        'Thank you for getting in touch with Leadpilot. Your message has reached our support team and one of us will reply within 24 hours on working days.',
        '',
        'For your records, this is what you sent:',
        '',
        '{{message}}',
        '',
        'If anything is urgent, call our London office on +44 20 7946 0000, Monday to Friday, 9am to 5:30pm.',
        '',
        'Best wishes,',
        'The Leadpilot team',
      ].join('\n'),
    },
  },
  {
    title: PARTNER_FORM,
    fields: [
      { blockType: 'text', name: 'name', label: 'Your name', required: true, width: 50 },
      { blockType: 'email', name: 'email', label: 'Email address', required: true, width: 50 },
      { blockType: 'text', name: 'company', label: 'Company', required: true, width: 50 },
      { blockType: 'text', name: 'website', label: 'Website', required: true, width: 50 },
      {
        blockType: 'textarea',
        name: 'referrals',
        label: 'How would you refer clients to us?',
        required: true,
      },
    ],
    submitButtonLabel: 'Apply to become a partner',
    confirmationType: 'message',
    confirmationMessageMarkdown:
      '**Thank you for applying.** Our partnerships team reviews every application personally and usually replies within two working days. We have e-mailed you a copy of your application.',
    notifyTo: PARTNERS_EMAIL,
    confirmationEmail: {
      send: true,
      subject: 'Your Leadpilot partner application',
      body: [
        'Hello {{name}},',
        '',
        'Thank you for applying to the Leadpilot Referral Partner Programme on behalf of {{company}}.',
        '',
        'Our partnerships team reads every application and usually replies within two working days. If we are a good fit, we will send your referral link and a short guide to introducing clients to us.',
        '',
        'In the meantime, you are welcome to write to partners@leadpilot.example with any questions.',
        '',
        'Best wishes,',
        'The Leadpilot partnerships team',
      ].join('\n'),
    },
  },
]
