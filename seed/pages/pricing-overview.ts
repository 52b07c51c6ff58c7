import { ref } from '../refs'
import type { SeedPage } from './types'

export const pricingOverview: SeedPage = {
  slug: 'pricing-overview',
  title: 'Pricing',
  description:
    'Leadpilot plans and prices: done-for-you LinkedIn outreach per account or for whole sales teams, with an ROI calculator to see what it could return.',
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Pricing',
      heading: 'Straightforward pricing for a fuller calendar',
      subheading:
        'Every plan includes strategy, copywriting, outreach and conversation management. Pick a plan for one LinkedIn account, or scale across your whole team.',
    },
    {
      blockType: 'pricingSection',
      heading: 'Choose the plan that fits your pipeline',
      intro:
        'Pay monthly or annually, in pounds, euros or dollars. Switch to Teams That Scale to see our plan for sales teams.',
      anchor: 'plans',
      priceBook: ref('price-books', 'main'),
      priceMultiplier: 1,
      showTeamsToggle: true,
      planButtonLabel: 'Get Started',
      planButtonHref: '/onboarding',
    },
    {
      blockType: 'roiCalculator',
      heading: 'What could LinkedIn outreach return?',
      intro:
        'Enter your own figures to estimate the deals, revenue and payback a plan could bring in a year.',
      calculator: ref('calculators', 'standard'),
      showCurrencySwitch: false,
    },
  ],
}
