import about from '../content/about.json'
import { ref } from '../refs'
import type { SeedPage } from './types'

export const aboutPage: SeedPage = {
  slug: 'about',
  title: 'About Leadpilot',
  description:
    'The people and the story behind Leadpilot, the done-for-you LinkedIn outreach agency.',
  layout: [
    {
      blockType: 'hero',
      ...about.hero,
      links: [
        { label: 'Book a free consultation', href: '/risk-free-trial', variant: 'primary' },
        { label: 'Contact us', href: '/contact', variant: 'secondary' },
      ],
    },
    {
      blockType: 'content',
      heading: 'Our story',
      bodyMarkdown: about.founderStory.join('\n\n'),
      width: 'beside',
    },
    {
      blockType: 'stats',
      heading: 'Leadpilot in numbers',
      tone: 'dark',
      items: ['meetings-booked', 'pipeline-generated', 'years-experience', 'messages-sent'].map(
        (key) => ({ claim: ref('claims', key) }),
      ),
    },
    {
      blockType: 'content',
      heading: about.mission.heading,
      bodyMarkdown: about.mission.body,
      width: 'beside',
      background: 'tinted',
    },
    {
      blockType: 'cards',
      heading: 'What we value',
      columns: '3',
      items: about.values.map((value, i) => ({
        icon: ['shield', 'handshake', 'growth'][i],
        ...value,
      })),
    },
    {
      blockType: 'team',
      heading: 'Meet the team',
      intro: 'A small, senior team that answers its own e-mails.',
    },
    {
      blockType: 'cta',
      heading: 'Ready for more good conversations?',
      body: 'Tell us about your business and we will show you what a month of done-for-you outreach could look like.',
      links: [
        { label: 'Book a free consultation', href: '/risk-free-trial', variant: 'primary' },
        { label: 'Contact us', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
}
