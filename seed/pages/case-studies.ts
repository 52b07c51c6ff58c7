import copy from '../content/misc-pages.json'
import type { SeedPage } from './types'

export const caseStudiesPage: SeedPage = {
  slug: 'case-studies',
  title: 'Success Stories',
  description:
    'Case studies from B2B companies, consultancies and agencies that fill their calendars with qualified meetings through done-for-you LinkedIn outreach.',
  layout: [
    {
      blockType: 'caseStudies',
      heading: copy.caseStudies.heading,
      intro: copy.caseStudies.intro,
      kind: 'b2b',
      cta: {
        heading: 'Ready to become our next success story?',
        body: 'Tell us who you want to meet. We will build your outreach, manage every conversation and put qualified meetings in your calendar.',
        links: [
          { label: 'Start Your Free Trial', href: '/start-trial', variant: 'primary' },
          { label: 'Schedule Demo', href: '/start-trial', variant: 'secondary' },
        ],
      },
    },
  ],
}
