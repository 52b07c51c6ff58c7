import type { SeedPage } from './types'

export const home: SeedPage = {
  slug: 'home',
  title: 'Done-for-you LinkedIn outreach',
  description:
    'Leadpilot runs your LinkedIn outreach end to end and books qualified meetings with the buyers you want.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Done-for-you LinkedIn outreach',
      heading: 'Qualified meetings in your calendar, without the prospecting grind',
      subheading:
        'We position your profile, find the right buyers, write the messages and manage every conversation until a meeting is booked.',
      links: [
        { label: 'Get Started', href: '/risk-free-trial', variant: 'primary' },
        { label: 'Schedule Demo', href: '/risk-free-trial', variant: 'secondary' },
      ],
    },
  ],
}
