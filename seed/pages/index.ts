import { caseStudiesPage } from './case-studies'
import { home } from './home'
import { nonProfitCaseStudiesPage } from './non-profit-case-studies'
import type { SeedPage } from './types'

/** Every seeded page, one module each. */
export const pages: SeedPage[] = [home, caseStudiesPage, nonProfitCaseStudiesPage]
