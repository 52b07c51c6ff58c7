import { describe, expect, it } from 'vitest'
import { convert, CURRENCIES, DEFAULT_RATES, formatMoney, type Currency } from '@/lib/money'
import {
  CALCULATOR_PACKAGES,
  DISCOUNTED_CALCULATOR_PACKAGES,
  PLANS,
  PRICE_BOOKS,
  REFERRAL_MULTIPLIER,
  SETUP_FEE_GBP,
  type CalculatorPackage,
  type PlanKey,
  type PriceVariant,
} from '@seed/price-data'
import {
  displayedGbp,
  displayedPrice,
  periodLabel,
  prospectsFigure,
  setupFeeNote,
  splitBold,
  type BillingPeriod,
} from '@/lib/pricing'

function planPrice(variant: PriceVariant, plan: PlanKey) {
  const entry = PRICE_BOOKS[variant].plans.find((p) => p.plan === plan)
  if (!entry) throw new Error(`no ${plan} on ${variant}`)
  return entry
}

function shownPrices(variant: PriceVariant, plan: PlanKey, period: BillingPeriod): string[] {
  const { multiplier } = PRICE_BOOKS[variant]
  return CURRENCIES.map((currency) =>
    formatMoney(
      displayedPrice({
        ...planPrice(variant, plan),
        period,
        currency,
        rates: DEFAULT_RATES,
        multiplier,
      }),
      currency,
    ),
  )
}

// Every seeded price, as GBP / EUR / USD (EUR = × 1.17, USD = × 1.27, rounded).
type Row = [PriceVariant, PlanKey, BillingPeriod, string, string, string]
const ALTERNATIVE_ROWS = (variant: PriceVariant): Row[] => [
  [variant, 'startup', 'monthly', '£369', '€432', '$469'],
  [variant, 'leadpilot', 'monthly', '£699', '€818', '$888'],
  [variant, 'pro', 'monthly', '£1,269', '€1,485', '$1,612'],
  [variant, 'startup', 'annual', '£4,428', '€5,181', '$5,624'],
  [variant, 'leadpilot', 'annual', '£8,388', '€9,814', '$10,653'],
  [variant, 'pro', 'annual', '£15,228', '€17,817', '$19,340'],
]
const SECTION_9: Row[] = [
  ['main', 'startup', 'monthly', '£369', '€432', '$469'],
  ['main', 'leadpilot', 'monthly', '£669', '€783', '$850'],
  ['main', 'pro', 'monthly', '£1,269', '€1,485', '$1,612'],
  ['main', 'scale', 'monthly', '£3,999', '€4,679', '$5,079'],
  ['main', 'startup', 'annual', '£4,428', '€5,181', '$5,624'],
  ['main', 'leadpilot', 'annual', '£8,028', '€9,393', '$10,196'],
  ['main', 'pro', 'annual', '£15,228', '€17,817', '$19,340'],
  ['main', 'scale', 'annual', '£47,988', '€56,146', '$60,945'],
  ...ALTERNATIVE_ROWS('alternative'),
  ...ALTERNATIVE_ROWS('home'),
  ...ALTERNATIVE_ROWS('academy'),
  ['discounted', 'startup', 'monthly', '£199', '€233', '$253'],
  ['discounted', 'leadpilot', 'monthly', '£469', '€549', '$596'],
  ['discounted', 'pro', 'monthly', '£999', '€1,169', '$1,269'],
  ['discounted', 'startup', 'annual', '£2,388', '€2,794', '$3,033'],
  ['discounted', 'leadpilot', 'annual', '£5,628', '€6,585', '$7,148'],
  ['discounted', 'pro', 'annual', '£11,988', '€14,026', '$15,225'],
  // Referral: the alternative page × 1.2 (UK VAT), rounded to whole GBP, then converted.
  ['referral', 'startup', 'monthly', '£443', '€518', '$563'],
  ['referral', 'leadpilot', 'monthly', '£839', '€982', '$1,066'],
  ['referral', 'pro', 'monthly', '£1,523', '€1,782', '$1,934'],
  ['referral', 'startup', 'annual', '£5,314', '€6,217', '$6,749'],
  ['referral', 'leadpilot', 'annual', '£10,066', '€11,777', '$12,784'],
  ['referral', 'pro', 'annual', '£18,274', '€21,381', '$23,208'],
]

describe('section 9 price tables', () => {
  it.each(SECTION_9)('%s %s %s: %s / %s / %s', (variant, plan, period, ...expected) => {
    expect(shownPrices(variant, plan, period)).toEqual(expected)
  })

  it('covers every plan of every price book in both periods', () => {
    const covered = new Set(SECTION_9.map(([v, p, period]) => `${v}/${p}/${period}`))
    const all = Object.values(PRICE_BOOKS).flatMap((book) =>
      book.plans.flatMap((p) => [
        `${book.variant}/${p.plan}/monthly`,
        `${book.variant}/${p.plan}/annual`,
      ]),
    )
    expect(new Set(all)).toEqual(covered)
  })

  it('keeps the conflicting Leadpilot readings (669 main, 699 alternative) and the popular badge', () => {
    expect(planPrice('main', 'leadpilot').monthlyGbp).toBe(669)
    expect(planPrice('alternative', 'leadpilot').monthlyGbp).toBe(699)
    expect(PRICE_BOOKS.alternative.plans.filter((p) => p.isPopular).map((p) => p.plan)).toEqual([
      'leadpilot',
    ])
  })

  it('has annual = 12 × monthly everywhere', () => {
    for (const book of Object.values(PRICE_BOOKS)) {
      for (const p of book.plans) expect(p.annualGbp).toBe(p.monthlyGbp * 12)
    }
  })

  it.each<[BillingPeriod, number[]]>([
    ['monthly', [443, 839, 1523]],
    ['annual', [5314, 10066, 18274]],
  ])('referral %s GBP prices are %j', (period, expected) => {
    expect(REFERRAL_MULTIPLIER).toBe(1.2)
    const gbp = PRICE_BOOKS.referral.plans.map((p) =>
      displayedGbp({ ...p, period, multiplier: REFERRAL_MULTIPLIER }),
    )
    expect(gbp).toEqual(expected)
  })

  it.each<[PlanKey, number, number]>([
    ['startup', 170, 2040],
    ['leadpilot', 200, 2400],
    ['pro', 270, 3240],
  ])(
    'discounted %s saves £%d a month and £%d a year against the main page',
    (plan, monthly, annual) => {
      const discounted = planPrice('discounted', plan)
      const main = planPrice('main', plan)
      expect(discounted.savingsGbp).toEqual({ monthly, annual })
      expect(main.monthlyGbp - discounted.monthlyGbp).toBe(monthly)
      expect(main.annualGbp - discounted.annualGbp).toBe(annual)
    },
  )

  it('shows Scale only in Teams That Scale', () => {
    const plans = PRICE_BOOKS.main.plans
    expect(plans.filter((p) => p.teamsOnly).map((p) => p.plan)).toEqual(['scale'])
    expect(
      Object.values(PRICE_BOOKS).filter((b) => b.plans.some((p) => p.plan === 'scale')),
    ).toEqual([PRICE_BOOKS.main])
  })
})

describe('set-up fee note', () => {
  it.each<[Currency, string]>([
    ['GBP', 'Including a £199 set up fee'],
    ['EUR', 'Including a €233 set up fee'],
    ['USD', 'Including a $253 set up fee'],
  ])('%s: %s', (currency, expected) => {
    expect(SETUP_FEE_GBP).toBe(199)
    expect(setupFeeNote(SETUP_FEE_GBP, currency, DEFAULT_RATES)).toBe(expected)
  })
})

describe('labels', () => {
  it.each<[BillingPeriod, string, string, string]>([
    ['monthly', '/month', '800', '4,000+'],
    ['annual', '/year', '9,600', '48,000+'],
  ])('%s: %s, prospects %s (Scale %s)', (period, label, standard, scale) => {
    expect(periodLabel(period)).toBe(label)
    const prospects = PLANS.map((plan) => prospectsFigure(plan.prospects, period))
    expect(prospects).toEqual([standard, standard, standard, scale])
  })

  it('names the four plans', () => {
    expect(PLANS.map((p) => [p.name, p.calculatorKey, p.perMeeting])).toEqual([
      ['Start Up', 'leadpilotstartup', null],
      ['Leadpilot', 'leadpilot', null],
      ['Leadpilot Pro', 'leadpilotpro', null],
      ['Leadpilot Scale', 'leadpilotscale', null],
    ])
  })
})

describe('calculator packages', () => {
  const prices = (packages: readonly CalculatorPackage[]) =>
    packages.map((p) => [p.key, p.prices.GBP, p.prices.EUR, p.prices.USD])

  it('store the listed prices per currency', () => {
    expect(prices(CALCULATOR_PACKAGES)).toEqual([
      ['leadpilotstartup', 369, 431, 469],
      ['leadpilot', 669, 783, 850],
      ['leadpilotpro', 1269, 1485, 1612],
      ['leadpilotscale', 3999, 4679, 5079], // ours: not in the price list
    ])
    expect(prices(DISCOUNTED_CALCULATOR_PACKAGES)).toEqual([
      ['leadpilotstartup', 199, 233, 253],
      ['leadpilot', 469, 549, 596],
      ['leadpilotpro', 999, 1169, 1269],
    ])
    expect(CALCULATOR_PACKAGES.filter((p) => p.ownFigures).map((p) => p.key)).toEqual([
      'leadpilotscale',
    ])
  })

  it('match the converted GBP price except the listed €431 for Start Up (369 × 1.17 → 432)', () => {
    const mismatches = [...CALCULATOR_PACKAGES, ...DISCOUNTED_CALCULATOR_PACKAGES].flatMap((p) =>
      CURRENCIES.filter((c) => p.prices[c] !== convert(p.prices.GBP, c, DEFAULT_RATES)).map(
        (c) => `${p.key} ${c} ${p.prices[c]}`,
      ),
    )
    expect(mismatches).toEqual(['leadpilotstartup EUR 431'])
  })

  it('expect 5-15 meetings and 800 prospects a month (Scale 4000)', () => {
    for (const p of [...CALCULATOR_PACKAGES, ...DISCOUNTED_CALCULATOR_PACKAGES]) {
      expect(p.expectedMeetings).toEqual({ min: 5, max: 15 })
      expect(p.prospectsPerMonth).toBe(p.key === 'leadpilotscale' ? 4000 : 800)
    }
  })
})

describe('splitBold', () => {
  it.each([
    ['plain text', [{ text: 'plain text', bold: false }]],
    [
      'Up to **800** InMails',
      [
        { text: 'Up to ', bold: false },
        { text: '800', bold: true },
        { text: ' InMails', bold: false },
      ],
    ],
    ['**all bold**', [{ text: 'all bold', bold: true }]],
    [
      '**a** and **b**',
      [
        { text: 'a', bold: true },
        { text: ' and ', bold: false },
        { text: 'b', bold: true },
      ],
    ],
    ['an **unbalanced marker', [{ text: 'an **unbalanced marker', bold: false }]],
    [
      '**a** then **b',
      [
        { text: 'a', bold: true },
        { text: ' then **b', bold: false },
      ],
    ],
    ['empty **** pair', [{ text: 'empty **** pair', bold: false }]],
    ['', []],
  ])('%j', (text, expected) => {
    expect(splitBold(text)).toEqual(expected)
  })
})
