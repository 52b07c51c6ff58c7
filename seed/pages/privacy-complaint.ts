/** Where anyone may complain about how we handled their personal data; the privacy policy links here. */
import type { SeedPage } from './types'

export const privacyComplaintPage: SeedPage = {
  slug: 'privacy-complaint',
  title: 'Complain about how we handled your data',
  description:
    'Tell Leadpilot if you are unhappy with how we collected, used or kept your personal data. We acknowledge every complaint at once and reply within 30 days.',
  layout: [
    {
      blockType: 'content',
      heading: 'Complain about how we handled your data',
      bodyMarkdown: [
        'If you think we have got something wrong with your personal data (collected more than we needed, kept it too long, shared it when we should not have, or not answered a request about it), please tell us here.',
        '',
        'As soon as your complaint reaches us we e-mail you an acknowledgement with a reference. A member of our team then looks into what happened and replies to you within 30 days. We keep a record of each complaint and our answer for the period stated in our [privacy policy](/privacy).',
        '',
        "If you are still unhappy after our reply, you can take your complaint to the Information Commissioner's Office at ico.org.uk.",
      ].join('\n'),
    },
    { blockType: 'privacyComplaintForm', heading: 'Tell us what went wrong' },
  ],
}
