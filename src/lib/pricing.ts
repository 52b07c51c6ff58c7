/** Plan-card pricing: the price shown for a period and currency, the set-up fee note, labels. */
import { convert, formatCount, formatMoney, type Currency, type Rates } from './money'

export type BillingPeriod = 'monthly' | 'annual'

/** How many prospects a plan reaches; `orMore` renders as '4,000+'. */
export interface Prospects {
  readonly perMonth: number
  readonly perYear: number
  readonly orMore: boolean
}

export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'annual']

export interface DisplayedPriceInput {
  monthlyGbp: number
  annualGbp: number
  period: BillingPeriod
  currency: Currency
  rates: Rates
  /** Optional factor on the GBP price (referral page: 1.2, UK VAT), rounded to whole GBP first. */
  multiplier?: number | null
}

/** A book's annual price: its own when it sets one, otherwise twelve months. */
export function annualGbpOf(monthlyGbp: number, annualGbp?: number | null): number {
  return typeof annualGbp === 'number' && Number.isFinite(annualGbp) ? annualGbp : monthlyGbp * 12
}

/** A GBP price times an optional factor (1.2 for UK VAT), rounded to whole GBP. */
export function withMultiplier(gbp: number, multiplier?: number | null): number {
  const factor = typeof multiplier === 'number' && multiplier > 0 ? multiplier : 1
  return factor === 1 ? gbp : Math.round(gbp * factor)
}

/** The GBP price for the period, with the optional multiplier applied and rounded to whole GBP. */
export function displayedGbp({
  monthlyGbp,
  annualGbp,
  period,
  multiplier,
}: Pick<DisplayedPriceInput, 'monthlyGbp' | 'annualGbp' | 'period' | 'multiplier'>): number {
  return withMultiplier(period === 'annual' ? annualGbp : monthlyGbp, multiplier)
}

/** The whole-unit price a plan card shows, in the chosen currency. */
export function displayedPrice(input: DisplayedPriceInput): number {
  return convert(displayedGbp(input), input.currency, input.rates)
}

/** 'Including a £199 set up fee', converted like every other price. */
export function setupFeeNote(feeGbp: number, currency: Currency, rates: Rates): string {
  return `Including a ${formatMoney(convert(feeGbp, currency, rates), currency)} set up fee`
}

export function periodLabel(period: BillingPeriod): '/month' | '/year' {
  return period === 'annual' ? '/year' : '/month'
}

/** The prospects figure for a period: '800', '9,600', '4,000+', '48,000+'. */
export function prospectsFigure(prospects: Prospects, period: BillingPeriod): string {
  const value = period === 'annual' ? prospects.perYear : prospects.perMonth
  return `${formatCount(value)}${prospects.orMore ? '+' : ''}`
}

export interface TextSegment {
  text: string
  bold: boolean
}

/**
 * Splits feature text on `**bold**` markers so it can be rendered without HTML:
 * 'Up to **800** InMails' → [{ 'Up to ', false }, { '800', true }, { ' InMails', false }].
 * A marker without a partner (or an empty pair, '****') stays as literal text.
 */
export function splitBold(text: string): TextSegment[] {
  const segments: TextSegment[] = []
  const push = (part: string, bold: boolean) => {
    if (!part) return
    const last = segments.at(-1)
    if (last && last.bold === bold) last.text += part
    else segments.push({ text: part, bold })
  }
  // With a capture group, split() puts the bold parts at the odd indices.
  text.split(/\*\*([^]+?)\*\*/).forEach((part, index) => push(part, index % 2 === 1))
  return segments
}
