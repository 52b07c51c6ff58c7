import copy from '../content/misc-pages.json'
import type { SeedPage } from './types'

export const nonProfitCaseStudiesPage: SeedPage = {
  slug: 'non-profit-case-studies',
  title: 'Making Impact Together',
  description:
    'How charities and social enterprises win corporate partners, funding and customers with done-for-you LinkedIn outreach.',
  layout: [
    {
      blockType: 'caseStudies',
      heading: copy.charity.heading,
      intro: copy.charity.intro,
      kind: 'charity',
      cta: {
        heading: copy.charity.cta.heading,
        body: copy.charity.cta.body,
        consultLabel: 'Book a Strategy Consult',
      },
    },
  ],
}
