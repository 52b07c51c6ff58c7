import { discountedPricing } from './discounted-pricing'
import { home } from './home'
import { pricingOverview } from './pricing-overview'
import { pricingStartUp } from './pricing-start-up'
import { referralPartnerProgram } from './referral-partner-program'
import type { SeedPage } from './types'

/** Every seeded page, one module each. */
export const pages: SeedPage[] = [
  home,
  pricingOverview,
  pricingStartUp,
  discountedPricing,
  referralPartnerProgram,
]
