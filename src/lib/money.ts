/**
 * Currencies and money formatting. Prices are stored in GBP and converted for display with
 * exchange rates that are CMS data, so every conversion takes the rates as a parameter.
 */

export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const

export type Currency = (typeof CURRENCIES)[number]

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
}

export type CurrencySymbols = Readonly<Record<Currency, string>>

/** Factors from GBP to each currency. GBP is the base currency, so its factor is 1. */
export type Rates = Readonly<Record<Currency, number>>

/** The seeded rates (EUR = GBP × 1.17, USD = GBP × 1.27); the live values come from the CMS. */
export const DEFAULT_RATES: Rates = { GBP: 1, EUR: 1.17, USD: 1.27 }

const DEFAULT_CURRENCY: Currency = 'GBP'

/** Narrows an untrusted value (a query parameter, a select value) to a currency. */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

/** How converted prices are rounded to whole units (CMS data; seeded as 'nearest'). */
const ROUNDING_RULES = ['nearest', 'up', 'down'] as const

export type RoundingRule = (typeof ROUNDING_RULES)[number]

export function isRoundingRule(value: unknown): value is RoundingRule {
  return typeof value === 'string' && (ROUNDING_RULES as readonly string[]).includes(value)
}

/** Rounds to a whole unit by the rule, ignoring binary noise (100 × 1.1 is 110, not 111 rounded up). */
export function roundAmount(value: number, rule: RoundingRule = 'nearest'): number {
  const clean = Number(value.toPrecision(12))
  if (rule === 'up') return Math.ceil(clean)
  if (rule === 'down') return Math.floor(clean)
  return Math.round(clean)
}

/** A GBP amount in `currency`, rounded to whole units (to the nearest unless a rule says otherwise). */
export function convert(
  gbp: number,
  currency: Currency,
  rates: Rates,
  rounding: RoundingRule = 'nearest',
): number {
  return roundAmount(gbp * rates[currency], rounding)
}

/** '1269000' → '1,269,000', three digits at a time from the right (linear, unlike a look-ahead). */
function groupThousands(digits: string): string {
  const groups: string[] = []
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end))
  }
  return groups.join(',')
}

/**
 * '£1,269', '€1,485', '$1,612', '-£5': symbol first, thousands separators, no decimals (the amount
 * is rounded to a whole unit). Deterministic (no Intl), so server and browser render the same text.
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  symbols: CurrencySymbols = CURRENCY_SYMBOLS,
): string {
  const whole = Math.round(Math.abs(amount))
  const sign = amount < 0 && whole !== 0 ? '-' : ''
  return `${sign}${symbols[currency]}${groupThousands(String(whole))}`
}

/** A whole number with thousands separators: 9600 → '9,600'. */
export function formatCount(value: number): string {
  const whole = Math.round(Math.abs(value))
  return `${value < 0 && whole !== 0 ? '-' : ''}${groupThousands(String(whole))}`
}

/** Everything the site needs to show money: the CMS's currency settings. */
export interface CurrencySettings {
  defaultCurrency: Currency
  rates: Rates
  symbols: CurrencySymbols
  rounding: RoundingRule
}

/** The seeded settings; the live values come from the CMS. */
export const DEFAULT_CURRENCY_SETTINGS: CurrencySettings = {
  defaultCurrency: DEFAULT_CURRENCY,
  rates: DEFAULT_RATES,
  symbols: CURRENCY_SYMBOLS,
  rounding: 'nearest',
}
