/**
 * The seeded price figures as typed constants: the seed for the CMS and the reference for the
 * unit tests; the live site reads prices from the CMS. Prices are in GBP; EUR is × 1.17 and USD
 * × 1.27, rounded to whole units; every plan has a £199 set-up fee.
 *
 * The product's conflicting readings are kept as they are, for marketers to see and settle: Leadpilot is £669 on the main page and
 * £699 on the alternative/home/academy pages, and the Start Up calculator package is €431 although
 * 369 × 1.17 rounds to 432. The calculator figures below are the price list's; the CMS derives
 * them from the price books and stores only the overrides that keep them (seed/pricing.ts).
 */
import type { Currency } from '@/lib/money'
import type { Prospects } from '@/lib/pricing'

export type PlanKey = 'startup' | 'leadpilot' | 'pro' | 'scale'

type CalculatorPackageKey = 'leadpilotstartup' | 'leadpilot' | 'leadpilotpro' | 'leadpilotscale'

export interface PlanInfo {
  readonly key: PlanKey
  readonly name: string
  readonly calculatorKey: CalculatorPackageKey
  readonly prospects: Prospects
  /** Extra fee per meeting: null in every plan. */
  readonly perMeeting: number | null
  /** Feature lines; `**text**` is shown bold. */
  readonly features: readonly string[]
  /** True where the figures are ours rather than from the agency's original price list. */
  readonly ownFigures?: boolean
}

interface PlanPrice {
  readonly plan: PlanKey
  readonly monthlyGbp: number
  readonly annualGbp: number
  readonly isPopular: boolean
  /** Shown only in the 'Teams That Scale' model of the main page. */
  readonly teamsOnly?: boolean
  /** Savings against the main page (discounted page only). */
  readonly savingsGbp?: { readonly monthly: number; readonly annual: number }
}

export type PriceVariant = 'main' | 'alternative' | 'home' | 'academy' | 'discounted' | 'referral'

export interface PriceBook {
  readonly variant: PriceVariant
  readonly plans: readonly PlanPrice[]
  /** Applied to each GBP price, rounded to whole GBP, before conversion (referral: UK VAT). */
  readonly multiplier?: number
}

export const SETUP_FEE_GBP = 199

/** UK VAT: the referral page shows the alternative page's prices × 1.2. */
export const REFERRAL_MULTIPLIER = 1.2

const EXPECTED_MEETINGS = { min: 5, max: 15 } as const

const STANDARD_PROSPECTS: Prospects = { perMonth: 800, perYear: 9600, orMore: false }
const SCALE_PROSPECTS: Prospects = { perMonth: 4000, perYear: 48000, orMore: true }

const COMMON_FEATURES = [
  'Up to **800** connection requests',
  'Up to **800** InMails (9,600 annually)',
  '**1,000+** event messages monthly (12,000+ annually)',
  '**5-15** expected meetings a month',
] as const

export const PLANS: readonly PlanInfo[] = [
  {
    key: 'startup',
    name: 'Start Up',
    calculatorKey: 'leadpilotstartup',
    prospects: STANDARD_PROSPECTS,
    perMeeting: null,
    features: [...COMMON_FEATURES, 'Bi-weekly calls'],
  },
  {
    key: 'leadpilot',
    name: 'Leadpilot',
    calculatorKey: 'leadpilot',
    prospects: STANDARD_PROSPECTS,
    perMeeting: null,
    features: [...COMMON_FEATURES, 'Weekly calls', 'Dedicated appointment setter'],
  },
  {
    key: 'pro',
    name: 'Leadpilot Pro',
    calculatorKey: 'leadpilotpro',
    prospects: STANDARD_PROSPECTS,
    perMeeting: null,
    features: [
      ...COMMON_FEATURES,
      'Weekly calls',
      'Dedicated appointment setter',
      'Dream client list',
      'Hypertargeting',
      'Advanced strategy',
    ],
  },
  {
    key: 'scale',
    name: 'Leadpilot Scale',
    calculatorKey: 'leadpilotscale',
    prospects: SCALE_PROSPECTS,
    perMeeting: null,
    // The agency's price list gives Scale only its price and prospects; these lines are ours.
    features: [
      '**4,000+** prospects a month (48,000+ a year)',
      'Weekly calls',
      'Dedicated appointment setter',
      'Dream client list',
      'Hypertargeting',
      'Advanced strategy',
    ],
    ownFigures: true,
  },
]

const MAIN_PLANS: readonly PlanPrice[] = [
  { plan: 'startup', monthlyGbp: 369, annualGbp: 4428, isPopular: false },
  { plan: 'leadpilot', monthlyGbp: 669, annualGbp: 8028, isPopular: false },
  { plan: 'pro', monthlyGbp: 1269, annualGbp: 15228, isPopular: false },
  { plan: 'scale', monthlyGbp: 3999, annualGbp: 47988, isPopular: false, teamsOnly: true },
]

const ALTERNATIVE_PLANS: readonly PlanPrice[] = [
  { plan: 'startup', monthlyGbp: 369, annualGbp: 4428, isPopular: false },
  { plan: 'leadpilot', monthlyGbp: 699, annualGbp: 8388, isPopular: true },
  { plan: 'pro', monthlyGbp: 1269, annualGbp: 15228, isPopular: false },
]

const DISCOUNTED_PLANS: readonly PlanPrice[] = [
  {
    plan: 'startup',
    monthlyGbp: 199,
    annualGbp: 2388,
    isPopular: false,
    savingsGbp: { monthly: 170, annual: 2040 },
  },
  {
    plan: 'leadpilot',
    monthlyGbp: 469,
    annualGbp: 5628,
    isPopular: false,
    savingsGbp: { monthly: 200, annual: 2400 },
  },
  {
    plan: 'pro',
    monthlyGbp: 999,
    annualGbp: 11988,
    isPopular: false,
    savingsGbp: { monthly: 270, annual: 3240 },
  },
]

export const PRICE_BOOKS: Readonly<Record<PriceVariant, PriceBook>> = {
  main: { variant: 'main', plans: MAIN_PLANS },
  alternative: { variant: 'alternative', plans: ALTERNATIVE_PLANS },
  home: { variant: 'home', plans: ALTERNATIVE_PLANS },
  academy: { variant: 'academy', plans: ALTERNATIVE_PLANS },
  discounted: { variant: 'discounted', plans: DISCOUNTED_PLANS },
  referral: { variant: 'referral', plans: ALTERNATIVE_PLANS, multiplier: REFERRAL_MULTIPLIER },
}

type CurrencyPrices = Readonly<Record<Currency, number>>

export interface CalculatorPackage {
  readonly key: CalculatorPackageKey
  readonly name: string
  /** Monthly price per currency, as the price list gives it. */
  readonly prices: CurrencyPrices
  readonly expectedMeetings: { readonly min: number; readonly max: number }
  readonly prospectsPerMonth: number
  /** No plan charges per meeting. */
  readonly additionalCostPerMeeting: CurrencyPrices | null
  /** True where the figures are ours rather than from the agency's original price list. */
  readonly ownFigures?: boolean
}

function calculatorPackage(
  key: CalculatorPackageKey,
  name: string,
  [GBP, EUR, USD]: readonly [number, number, number],
  prospectsPerMonth = 800,
): CalculatorPackage {
  return {
    key,
    name,
    prices: { GBP, EUR, USD },
    expectedMeetings: EXPECTED_MEETINGS,
    prospectsPerMonth,
    additionalCostPerMeeting: null,
  }
}

/** Main / alternative calculator packages with their prices per currency (€431 included). */
export const CALCULATOR_PACKAGES: readonly CalculatorPackage[] = [
  calculatorPackage('leadpilotstartup', 'Start Up', [369, 431, 469]),
  calculatorPackage('leadpilot', 'Leadpilot', [669, 783, 850]),
  calculatorPackage('leadpilotpro', 'Leadpilot Pro', [1269, 1485, 1612]),
  // The price list gives no Scale package prices: ours, 3999 converted at the default rates.
  {
    ...calculatorPackage('leadpilotscale', 'Leadpilot Scale', [3999, 4679, 5079], 4000),
    ownFigures: true,
  },
]

/** The discounted page's calculator packages. */
export const DISCOUNTED_CALCULATOR_PACKAGES: readonly CalculatorPackage[] = [
  calculatorPackage('leadpilotstartup', 'Start Up', [199, 233, 253]),
  calculatorPackage('leadpilot', 'Leadpilot', [469, 549, 596]),
  calculatorPackage('leadpilotpro', 'Leadpilot Pro', [999, 1169, 1269]),
]

export function findPlan(key: PlanKey): PlanInfo | undefined {
  return PLANS.find((plan) => plan.key === key)
}

export function findCalculatorPackage(
  packages: readonly CalculatorPackage[],
  key: string,
): CalculatorPackage | undefined {
  return packages.find((pkg) => pkg.key === key)
}
