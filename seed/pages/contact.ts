import misc from '../content/misc-pages.json'
import { ref } from '../refs'
import { CONTACT_FORM } from '../forms'
import type { SeedPage } from './types'

const { contact } = misc

export const contactPage: SeedPage = {
  slug: 'contact',
  title: 'Contact and support',
  description: 'E-mail, chat or call the Leadpilot team. We reply to e-mails within 24 hours.',
  layout: [
    {
      blockType: 'contact',
      heading: contact.heading,
      intro: contact.intro,
      emailCard: {
        ...contact.emailCard,
        body: 'Use the form below or e-mail us, and we will reply within 24 hours on working days.',
      },
      chatCard: contact.chatCard,
      phoneCard: { title: contact.phoneCard.title, body: contact.phoneCard.body },
      chatAutoReply: contact.chatAutoReply.replace('support@leadpilot.example', '{email}'),
    },
    {
      blockType: 'form',
      form: ref('forms', CONTACT_FORM, 'title'),
      heading: 'Send us a message',
      intro:
        'Tell us a little about what you need and the right person on our team will reply within 24 hours on working days.',
      anchor: 'message',
    },
    { blockType: 'faq', heading: 'Frequently asked questions', anchor: 'faq' },
    {
      blockType: 'cta',
      heading: 'Ready to see it for yourself?',
      body: 'Start your onboarding in a few minutes, or book a walkthrough with our team.',
      links: [
        { label: 'Start Free Trial', href: '/start-trial', variant: 'primary' },
        { label: 'Schedule Demo', href: '/start-trial', variant: 'secondary' },
      ],
    },
  ],
}
