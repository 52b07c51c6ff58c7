import { aboutPage } from './about'
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
import { onboardingPage } from './onboarding'
import { termsPage } from './terms'
import type { SeedPage } from './types'

/** Every seeded page, one module each. */
export const pages: SeedPage[] = [
  homePage,
  aboutPage,
  howItWorksPage,
  contactPage,
  termsPage,
  octoberOfferPage,
  projectPricingPage,
  demoPage,
  riskFreeTrialPage,
  startTrialPage,
  onboardingPage,
]
