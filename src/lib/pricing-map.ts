/**
 * Maps the CMS's pricing documents to the shapes the pure pricing logic takes. Pure (types
 * only from Payload), so it is unit-tested without a database.
 */
import {
  CURRENCIES,
  DEFAULT_CURRENCY_SETTINGS,
  formatCount,
  isCurrency,
  isRoundingRule,
  type Currency,
  type CurrencySettings,
} from '@/lib/money'
import { packagePrices } from '@/lib/calculator-prices'
import { annualGbpOf, withMultiplier } from '@/lib/pricing'
import { meetingsRange, type CalculatorPackageView, type PriceRowInput } from '@/lib/pricing-view'
import { CALCULATOR_DEFAULTS, type CalculatorState } from '@/lib/roi'
import type { Calculator, CurrenciesGlobal, Plan, PriceBook } from '@/payload-types'

type Versioned = { _status?: 'draft' | 'published' | null }

/** A related document if it was populated (and, outside preview, published). */
export function populated<T extends object & Versioned>(
  value: number | T | null | undefined,
  draft = false,
): T | null {
  if (!value || typeof value !== 'object') return null
  if (!draft && value._status && value._status !== 'published') return null
  return value
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

type PerCurrency = { gbp?: number | null; eur?: number | null; usd?: number | null }

function perCurrency(group: PerCurrency | null | undefined): Record<Currency, number> | null {
  if (!group) return null
  const values = { GBP: group.gbp, EUR: group.eur, USD: group.usd }
  if (!CURRENCIES.every((c) => typeof values[c] === 'number')) return null
  return values as Record<Currency, number>
}

/** The currency settings, falling back to the seeded figures for anything missing or invalid. */
export function toCurrencySettings(
  doc: Partial<CurrenciesGlobal> | null | undefined,
): CurrencySettings {
  const fallback = DEFAULT_CURRENCY_SETTINGS
  if (!doc) return fallback
  const rate = (value: number | null | undefined, c: Currency) =>
    positive(value) ? value : fallback.rates[c]
  const symbol = (value: string | null | undefined, c: Currency) =>
    value?.trim() ? value.trim() : fallback.symbols[c]
  return {
    defaultCurrency: isCurrency(doc.defaultCurrency)
      ? doc.defaultCurrency
      : fallback.defaultCurrency,
    rounding: isRoundingRule(doc.rounding) ? doc.rounding : fallback.rounding,
    rates: { GBP: 1, EUR: rate(doc.eur?.rate, 'EUR'), USD: rate(doc.usd?.rate, 'USD') },
    symbols: {
      GBP: symbol(doc.gbp?.symbol, 'GBP'),
      EUR: symbol(doc.eur?.symbol, 'EUR'),
      USD: symbol(doc.usd?.symbol, 'USD'),
    },
  }
}

/** A price book's rows joined with their plans; rows whose plan is not live are left out. */
export function toPriceRows(book: PriceBook, draft = false): PriceRowInput[] {
  return book.prices.flatMap((row) => {
    const plan = populated<Plan>(row.plan, draft)
    if (!plan) return []
    return [
      {
        key: plan.key,
        name: plan.name,
        subtitle: plan.subtitle,
        description: plan.description,
        features: (plan.features ?? []).map((f) => f.text),
        additionalInfo: plan.additionalInfo,
        setupFeeGbp: plan.setupFeeGbp,
        perMeetingGbp: plan.perMeetingGbp,
        monthlyGbp: row.monthlyGbp,
        annualGbp: annualGbpOf(row.monthlyGbp, row.annualGbp),
        isPopular: Boolean(row.isPopular),
        teamsOnly: Boolean(row.teamsOnly),
        prospects: row.prospects
          ? {
              perMonth: row.prospects.perMonth,
              perYear: row.prospects.perYear,
              orMore: Boolean(row.prospects.orMore),
            }
          : null,
        savingsGbp: row.savings
          ? { monthly: row.savings.monthlyGbp, annual: row.savings.annualGbp }
          : null,
      },
    ]
  })
}

/** A package's explicit prices, if any, as the pricing logic takes them. */
export function toOverrides(group: PerCurrency | null | undefined) {
  return { GBP: group?.gbp ?? null, EUR: group?.eur ?? null, USD: group?.usd ?? null }
}

/** Where a calculator's packages take their prices from: the price book of its page. */
export interface CalculatorPricing {
  /** The plans the page's price book lists; null on a page without a price book. */
  rows: readonly PriceRowInput[] | null
  multiplier?: number | null
  settings: CurrencySettings
}

/**
 * The calculator's packages, each priced from its plan's row in the page's price book (with the
 * page's multiplier) unless it overrides a figure. A page offers only the plans its book lists, so
 * a package whose plan the book leaves out (Scale on a page without it) is left out, overrides or
 * not; on a page without a book only packages with their own pound price show. A package whose
 * plan is not live is left out too.
 */
export function toCalculatorPackages(
  calculator: Calculator,
  { rows, multiplier, settings }: CalculatorPricing,
  draft = false,
): CalculatorPackageView[] {
  return calculator.packages.flatMap((pkg) => {
    const plan = populated<Plan>(pkg.plan, draft)
    if (!plan) return []
    const row = rows?.find((r) => r.key === plan.key)
    if (rows && !row) return []
    const fromBook = row ? withMultiplier(row.monthlyGbp, multiplier) : null
    const prices = packagePrices(fromBook, toOverrides(pkg.overrides), settings)
    if (!prices) return []
    const extra = perCurrency(pkg.additionalCostPerMeeting)
    return [
      {
        key: pkg.key,
        name: plan.name,
        subtitle: pkg.subtitle || null,
        prices: prices.shown,
        expectedMeetings: meetingsRange(pkg.expectedMeetings.min, pkg.expectedMeetings.max),
        prospects: `${formatCount(pkg.prospectsPerMonth)} prospects a month`,
        additionalCostPerMeeting: extra && CURRENCIES.some((c) => extra[c] > 0) ? extra : null,
        features: (pkg.features ?? []).map((f) => f.text).filter((t) => t.trim() !== ''),
      },
    ]
  })
}

/**
 * The plans a pricing section puts on the page: a plan for teams only where the section offers
 * the Teams That Scale model.
 */
export function offeredRows(
  rows: readonly PriceRowInput[],
  showTeamsToggle: boolean | null | undefined,
): PriceRowInput[] {
  return rows.filter((row) => showTeamsToggle || !row.teamsOnly)
}

/** The calculator's starting figures; the product defaults (5, 60, 5 %, 30,000, Pro) fill any gap. */
export function toCalculatorDefaults(calculator: Calculator): CalculatorState {
  const d = calculator.defaults
  const num = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback
  return {
    monthlyLeads: num(d?.monthlyLeads, CALCULATOR_DEFAULTS.monthlyLeads),
    yearlyLeads: num(d?.yearlyLeads, CALCULATOR_DEFAULTS.yearlyLeads),
    conversionRate: num(d?.conversionRate, CALCULATOR_DEFAULTS.conversionRate),
    averageDealSize: num(d?.averageDealSize, CALCULATOR_DEFAULTS.averageDealSize),
    selectedPackage: d?.selectedPackage || CALCULATOR_DEFAULTS.selectedPackage,
  }
}
