/**
 * Pricing seed: plans, price books, ROI calculators and currencies, every figure taken from
 * seed/price-data.ts, so the seed and the unit tests share one source.
 */
import type { Payload } from 'payload'
import { overridesFor } from '@/lib/calculator-prices'
import { DEFAULT_CURRENCY_SETTINGS } from '@/lib/money'
import { annualGbpOf } from '@/lib/pricing'
import {
  CALCULATOR_PACKAGES,
  DISCOUNTED_CALCULATOR_PACKAGES,
  PLANS,
  PRICE_BOOKS,
  SETUP_FEE_GBP,
  findPlan,
  type CalculatorPackage,
  type PlanKey,
  type PriceBook,
  type PriceVariant,
} from '@seed/price-data'
import { CALCULATOR_DEFAULTS } from '@/lib/roi'
import { ref, resolveRefs } from './refs'
import { createMissing, seedContext } from './upsert'

/** What each plan is for: the copy on its card (the figures come from price-data). */
const PLAN_COPY: Record<PlanKey, { subtitle: string; description: string }> = {
  startup: {
    subtitle: 'For founders proving LinkedIn as a channel',
    description:
      'A complete done-for-you campaign on one LinkedIn account, with a strategy call every fortnight.',
  },
  leadpilot: {
    subtitle: 'For teams that want a steady pipeline',
    description:
      'Weekly strategy calls and a dedicated appointment setter who books meetings straight into your calendar.',
  },
  pro: {
    subtitle: 'For teams chasing bigger accounts',
    description:
      'Everything in Leadpilot, plus a dream client list, hypertargeting and an advanced outreach strategy.',
  },
  scale: {
    subtitle: 'For sales teams running several accounts',
    description:
      'The Pro service across your team’s LinkedIn accounts, reaching thousands of prospects every month.',
  },
}

const planSeeds = PLANS.map((plan) => ({
  key: plan.key,
  name: plan.name,
  subtitle: PLAN_COPY[plan.key].subtitle,
  description: PLAN_COPY[plan.key].description,
  // The price book's prospects line already says how many prospects a plan reaches.
  features: plan.features.filter((text) => !text.includes('prospects')).map((text) => ({ text })),
  setupFeeGbp: SETUP_FEE_GBP,
  perMeetingGbp: plan.perMeeting,
}))

function priceRows(book: PriceBook) {
  return book.plans.map((row) => {
    const plan = findPlan(row.plan)
    if (!plan) throw new Error(`price-data has no plan ${row.plan}`)
    return {
      plan: ref('plans', row.plan),
      monthlyGbp: row.monthlyGbp,
      // Stored only where a book's annual price is not twelve months.
      annualGbp: row.annualGbp === annualGbpOf(row.monthlyGbp) ? null : row.annualGbp,
      isPopular: row.isPopular,
      teamsOnly: Boolean(row.teamsOnly),
      prospects: { ...plan.prospects },
      savings: row.savingsGbp
        ? { monthlyGbp: row.savingsGbp.monthly, annualGbp: row.savingsGbp.annual }
        : undefined,
    }
  })
}

const priceBookSeeds = [
  {
    key: 'main',
    title: 'Main pricing',
    notes:
      'The main pricing page (/pricing-overview). Leadpilot Scale shows under Teams That Scale only.',
    prices: priceRows(PRICE_BOOKS.main),
  },
  {
    key: 'alternative',
    title: 'Alternative, home and academy pricing',
    notes:
      'The alternative pricing page (/pricing-start-up), the home page and the academy. The referral page shows these prices × 1.2 (UK VAT).',
    prices: priceRows(PRICE_BOOKS.alternative),
  },
  {
    key: 'discounted',
    title: 'Discounted pricing',
    notes: 'The discounted pricing page (/715494687), with the saving against the main prices.',
    prices: priceRows(PRICE_BOOKS.discounted),
  },
]

/**
 * A calculator's packages, each referring to its plan. The calculator is priced from the books
 * of the pages it is on; an override is stored only where the price list gives another figure.
 */
function packageRows(packages: readonly CalculatorPackage[], books: readonly PriceVariant[]) {
  return packages.map((pkg) => {
    const plan = PLANS.find((p) => p.calculatorKey === pkg.key)
    if (!plan) throw new Error(`price-data has no plan for the package ${pkg.key}`)
    const monthly = books.map(
      (book) => PRICE_BOOKS[book].plans.find((row) => row.plan === plan.key)?.monthlyGbp ?? null,
    )
    const overrides = overridesFor(pkg.prices, monthly, DEFAULT_CURRENCY_SETTINGS)
    return {
      plan: ref('plans', plan.key),
      key: pkg.key,
      subtitle: PLAN_COPY[plan.key].subtitle,
      overrides: { gbp: overrides.GBP, eur: overrides.EUR, usd: overrides.USD },
      expectedMeetings: { ...pkg.expectedMeetings },
      prospectsPerMonth: pkg.prospectsPerMonth,
      additionalCostPerMeeting: pkg.additionalCostPerMeeting
        ? {
            gbp: pkg.additionalCostPerMeeting.GBP,
            eur: pkg.additionalCostPerMeeting.EUR,
            usd: pkg.additionalCostPerMeeting.USD,
          }
        : undefined,
      // The calculator shows expected meetings from its own figures, so that line is left out.
      features: plan.features
        .filter((text) => !text.includes('expected meetings'))
        .map((text) => ({ text })),
    }
  })
}

const calculatorSeeds = [
  {
    key: 'standard',
    title: 'Standard ROI calculator',
    // On the main pricing page, and on the alternative and home pages.
    packages: packageRows(CALCULATOR_PACKAGES, ['main', 'alternative']),
    defaults: { ...CALCULATOR_DEFAULTS },
  },
  {
    key: 'discounted',
    title: 'Discounted ROI calculator',
    packages: packageRows(DISCOUNTED_CALCULATOR_PACKAGES, ['discounted']),
    defaults: { ...CALCULATOR_DEFAULTS },
  },
]

const published = { _status: 'published' as const }

export async function seedPlans(payload: Payload): Promise<number> {
  return createMissing(payload, 'plans', 'key', planSeeds, (plan) => ({ ...plan, ...published }))
}

export async function seedPriceBooks(payload: Payload): Promise<number> {
  const books = await resolveRefs(payload, priceBookSeeds)
  return createMissing(payload, 'price-books', 'key', books, (book) => ({
    ...book,
    ...published,
  }))
}

export async function seedCalculators(payload: Payload): Promise<number> {
  const calculators = await resolveRefs(payload, calculatorSeeds)
  return createMissing(payload, 'calculators', 'key', calculators, (calculator) => ({
    ...calculator,
    ...published,
  }))
}

export async function seedCurrencies(payload: Payload): Promise<number> {
  const current = await payload.findGlobal({ slug: 'currencies', depth: 0 })
  if (current.eur?.rate) return 0
  const { rates, symbols, defaultCurrency, rounding } = DEFAULT_CURRENCY_SETTINGS
  await payload.updateGlobal({
    slug: 'currencies',
    data: {
      defaultCurrency,
      rounding,
      gbp: { symbol: symbols.GBP, rate: 1 },
      eur: { symbol: symbols.EUR, rate: rates.EUR },
      usd: { symbol: symbols.USD, rate: rates.USD },
      ...published,
    },
    context: seedContext,
  })
  return 1
}
