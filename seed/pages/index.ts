import { aboutPage } from './about'
import { caseStudiesPage } from './case-studies'
import {
  demoPage,
  octoberOfferPage,
  projectPricingPage,
  riskFreeTrialPage,
  startTrialPage,
} from './campaigns'
import { contactPage } from './contact'
import { homePage } from './home'
import { howItWorksPage } from './how-it-works'
import { leadpilotAcademy } from './leadpilot-academy'
import { nonProfitCaseStudiesPage } from './non-profit-case-studies'
import { onboardingPage } from './onboarding'
import { privacyPage, termsPage } from './legal'
import { privacyComplaintPage } from './privacy-complaint'
import { discountedPricing } from './discounted-pricing'
import { pricingOverview } from './pricing-overview'
import { pricingStartUp } from './pricing-start-up'
import { referralPartnerProgram } from './referral-partner-program'
import type { SeedPage } from './types'

/** Every seeded page, one module each. */
export const pages: SeedPage[] = [
  homePage,
  aboutPage,
  howItWorksPage,
  contactPage,
  termsPage,
  privacyPage,
  privacyComplaintPage,
  octoberOfferPage,
  projectPricingPage,
  demoPage,
  riskFreeTrialPage,
  startTrialPage,
  caseStudiesPage,
  nonProfitCaseStudiesPage,
  leadpilotAcademy,
  pricingOverview,
  pricingStartUp,
  discountedPricing,
  referralPartnerProgram,
  onboardingPage,
]
