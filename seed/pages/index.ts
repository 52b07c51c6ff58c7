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
  caseStudiesPage,
  nonProfitCaseStudiesPage,
  leadpilotAcademy,
]
