import { ref } from '../refs'
import type { SeedPage } from './types'

export const pricingStartUp: SeedPage = {
  slug: 'pricing-start-up',
  title: 'Plans and pricing',
  description:
    'Leadpilot plans for start-ups and growing teams, from £369 a month, with an ROI calculator to test the numbers for your business.',
  layout: [
    {
      blockType: 'pricingSection',
      heading: 'Plans that grow with your pipeline',
      intro:
        'Done-for-you LinkedIn outreach from your first campaign onwards. Compare the plans, or explore the return you could expect.',
      anchor: 'plans',
      priceBook: ref('price-books', 'alternative'),
      priceMultiplier: 1,
      calculator: ref('calculators', 'standard'),
      calculatorPlacement: 'toggle',
      calculatorHeading: 'Calculate your return on investment',
      planButtonLabel: 'Get Started',
      planButtonHref: '/onboarding',
    },
  ],
}
