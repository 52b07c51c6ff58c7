/**
 * What a pricing section shows, worked out on the server for every billing period and currency
 * so the browser only picks the string for the visitor's current choice (no price logic ships to
 * the browser, and the page stays static).
 */
import { commission } from './commission'
import {
  convert,
  CURRENCIES,
  formatCount,
  formatMoney,
  type Currency,
  type CurrencySettings,
} from './money'
import {
  BILLING_PERIODS,
  displayedGbp,
  prospectsFigure,
  type BillingPeriod,
  type Prospects,
} from './pricing'

export type ByCurrency = Record<Currency, string>
export type ByPeriodAndCurrency = Record<BillingPeriod, ByCurrency>
export type ByPeriod = Record<BillingPeriod, string>

/** One plan as a price book lists it, with the plan's own descriptive fields. */
export interface PriceRowInput {
  key: string
  name: string
  subtitle?: string | null
  description?: string | null
  features: string[]
  additionalInfo?: string | null
  setupFeeGbp?: number | null
  perMeetingGbp?: number | null
  monthlyGbp: number
  annualGbp: number
  isPopular: boolean
  teamsOnly: boolean
  prospects?: Prospects | null
  savingsGbp?: { monthly?: number | null; annual?: number | null } | null
}

export interface PlanCardOptions {
  /** Applied to each GBP price (not the set-up fee), rounded to whole GBP (referral: 1.2). */
  multiplier?: number | null
  /** Percent of the displayed price paid to a referral partner; null when not shown. */
  commissionPercent?: number | null
}

export interface PlanCardView {
  key: string
  name: string
  subtitle: string | null
  description: string | null
  features: string[]
  additionalInfo: string | null
  isPopular: boolean
  teamsOnly: boolean
  price: ByPeriodAndCurrency
  /** 'Including a £199 set up fee', null when the plan has no set-up fee. */
  setupFeeNote: ByCurrency | null
  /** '800 prospects a month' / '9,600 prospects a year'. */
  prospects: ByPeriod | null
  /** 'Save £170 a month' / 'Save £2,040 a year'. */
  savings: ByPeriodAndCurrency | null
  /** '+ £50 per meeting'. */
  perMeeting: ByCurrency | null
  /** The partner's commission on this plan. */
  commission: ByPeriodAndCurrency | null
}

const PER: Record<BillingPeriod, string> = { monthly: 'a month', annual: 'a year' }

function byCurrency(format: (currency: Currency) => string): ByCurrency {
  return Object.fromEntries(CURRENCIES.map((c) => [c, format(c)])) as ByCurrency
}

function byPeriodAndCurrency(
  format: (period: BillingPeriod, currency: Currency) => string,
): ByPeriodAndCurrency {
  return Object.fromEntries(
    BILLING_PERIODS.map((period) => [period, byCurrency((c) => format(period, c))]),
  ) as ByPeriodAndCurrency
}

/** A GBP amount converted and formatted with the CMS's rates, symbols and rounding rule. */
function moneyIn(gbp: number, currency: Currency, settings: CurrencySettings): string {
  return formatMoney(
    convert(gbp, currency, settings.rates, settings.rounding),
    currency,
    settings.symbols,
  )
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

export function planCardView(
  row: PriceRowInput,
  settings: CurrencySettings,
  { multiplier, commissionPercent }: PlanCardOptions = {},
): PlanCardView {
  const shownGbp = (period: BillingPeriod) =>
    displayedGbp({ monthlyGbp: row.monthlyGbp, annualGbp: row.annualGbp, period, multiplier })
  const shown = (period: BillingPeriod, currency: Currency) =>
    convert(shownGbp(period), currency, settings.rates, settings.rounding)
  const savings = row.savingsGbp
  const hasSavings = isPositive(savings?.monthly) || isPositive(savings?.annual)

  return {
    key: row.key,
    name: row.name,
    subtitle: row.subtitle || null,
    description: row.description || null,
    features: row.features.filter((line) => line.trim() !== ''),
    additionalInfo: row.additionalInfo || null,
    isPopular: row.isPopular,
    teamsOnly: row.teamsOnly,
    price: byPeriodAndCurrency((period, c) => formatMoney(shown(period, c), c, settings.symbols)),
    setupFeeNote: isPositive(row.setupFeeGbp)
      ? byCurrency(
          (c) => `Including a ${moneyIn(row.setupFeeGbp as number, c, settings)} set up fee`,
        )
      : null,
    prospects: row.prospects
      ? {
          monthly: `${prospectsFigure(row.prospects, 'monthly')} prospects a month`,
          annual: `${prospectsFigure(row.prospects, 'annual')} prospects a year`,
        }
      : null,
    savings: hasSavings
      ? byPeriodAndCurrency((period, c) => {
          const amount = period === 'annual' ? savings?.annual : savings?.monthly
          return isPositive(amount) ? `Save ${moneyIn(amount, c, settings)} ${PER[period]}` : ''
        })
      : null,
    perMeeting: isPositive(row.perMeetingGbp)
      ? byCurrency((c) => `+ ${moneyIn(row.perMeetingGbp as number, c, settings)} per meeting`)
      : null,
    commission: isPositive(commissionPercent)
      ? byPeriodAndCurrency((period, c) =>
          formatMoney(commission(shown(period, c), commissionPercent / 100), c, settings.symbols),
        )
      : null,
  }
}

/** '5-15 meetings a month' (or '5 meetings a month' when the range is a single figure). */
export function meetingsRange(min: number, max: number): string {
  const range = min === max ? formatCount(min) : `${formatCount(min)}-${formatCount(max)}`
  return `${range} meetings a month`
}

/** A calculator package as the calculator in the browser needs it. */
export interface CalculatorPackageView {
  key: string
  name: string
  subtitle: string | null
  /** Monthly price per currency: the page's price book converted, or the package's override. */
  prices: Record<Currency, number>
  /** '5-15 meetings a month'. */
  expectedMeetings: string
  /** '800 prospects a month'. */
  prospects: string
  /** Extra cost per meeting per currency; null when the package has none. */
  additionalCostPerMeeting: Record<Currency, number> | null
  features: string[]
}
