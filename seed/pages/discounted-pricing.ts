import { ref } from '../refs'
import type { SeedPage } from './types'

export const discountedPricing: SeedPage = {
  slug: '715494687',
  // Reached only through the link a prospect is sent.
  indexed: false,
  title: 'Discounted pricing',
  description:
    'Leadpilot’s discounted plans: the full done-for-you service at a reduced monthly price, with an ROI calculator built on the discounted figures.',
  layout: [
    {
      blockType: 'pricingSection',
      heading: 'Your discounted Leadpilot plans',
      intro:
        'The same done-for-you service at a lower price. Every plan shows exactly how much you save against our standard pricing.',
      anchor: 'plans',
      priceBook: ref('price-books', 'discounted'),
      priceMultiplier: 1,
      calculator: ref('calculators', 'discounted'),
      calculatorPlacement: 'below',
      calculatorHeading: 'See your return at the discounted price',
      planButtonLabel: 'Get Started',
      planButtonHref: '/onboarding',
    },
  ],
}
