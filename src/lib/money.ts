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

/** Factors from GBP to each currency. GBP is the base currency, so its factor is 1. */
export type Rates = Readonly<Record<Currency, number>>

/** The seeded rates (DECISIONS "Money"); the live values come from the CMS. */
export const DEFAULT_RATES: Rates = { GBP: 1, EUR: 1.17, USD: 1.27 }

export const DEFAULT_CURRENCY: Currency = 'GBP'

/** Narrows an untrusted value (a query parameter, a select value) to a currency. */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

/** A GBP amount in `currency`, rounded to whole units. */
export function convert(gbp: number, currency: Currency, rates: Rates): number {
  return Math.round(gbp * rates[currency])
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * '£1,269', '€1,485', '$1,612', '-£5': symbol first, thousands separators, no decimals (the amount
 * is rounded to a whole unit). Deterministic (no Intl), so server and browser render the same text.
 */
export function formatMoney(amount: number, currency: Currency): string {
  const whole = Math.round(Math.abs(amount))
  const sign = amount < 0 && whole !== 0 ? '-' : ''
  return `${sign}${CURRENCY_SYMBOLS[currency]}${groupThousands(String(whole))}`
}

/** A whole number with thousands separators: 9600 → '9,600'. */
export function formatCount(value: number): string {
  const whole = Math.round(Math.abs(value))
  return `${value < 0 && whole !== 0 ? '-' : ''}${groupThousands(String(whole))}`
}
