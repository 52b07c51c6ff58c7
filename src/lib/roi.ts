import type { BillingPeriod } from './pricing'

/**
 * ROI calculator: yearly deals, revenue, cost, ROI and payback from the leads, close rate, deal
 * size and package. An empty or unparseable entry counts as 0; a payback with no revenue is shown
 * as '—'.
 * All amounts are in the currency the visitor chose; the package price is that currency's price.
 */

interface CalculatorInputs {
  monthlyLeads: number
  yearlyLeads: number
  /** Close rate in percent (step 0.1). */
  conversionRate: number
  averageDealSize: number
}

export interface CalculatorState extends CalculatorInputs {
  /** A calculator package key; packages are CMS data, so any key is accepted. */
  selectedPackage: string
}

type CalculatorField = keyof CalculatorState

export const CALCULATOR_DEFAULTS = {
  monthlyLeads: 5,
  yearlyLeads: 60,
  conversionRate: 5,
  averageDealSize: 30000,
  selectedPackage: 'leadpilotpro',
} as const satisfies CalculatorState

/** Rounds to `decimals` places without binary noise (1.005 → 1.01). */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(Number((value * factor).toPrecision(15))) / factor
}

/** The calculator's results for one billing period: deals, revenue and cost per month or per year. */
interface PeriodRoiResults {
  /** Rounded to 2 decimals. */
  deals: number
  /** Whole units. */
  revenue: number
  /** Whole units. */
  cost: number
  /** Whole percent, the same for either period; null when the cost is 0. */
  roi: number | null
  /**
   * Rounded to 1 decimal, the same for either period; null when the revenue is not positive
   * (never paid back).
   */
  paybackMonths: number | null
}

/**
 * The results per month or per year. Yearly cost = monthly price × 12; deals = yearly meetings ×
 * close rate / 100 (yearly meetings are the yearly leads input); revenue = deals × deal size;
 * ROI % = (revenue − cost) / cost × 100; payback months = cost / (revenue / 12). Each result is
 * rounded on its own; the others are computed from the unrounded values, so rounding never
 * compounds (deals 3.333 → shown 3.33, revenue at 30,000 a deal → 99,990).
 *
 * A month is a twelfth of the year, taken from the unrounded yearly figures, so 3 deals a year
 * show as 0.25 a month and £90,000 a year as £7,500 a month. ROI and payback do not depend on the
 * period.
 */
export function calculateRoiFor(
  period: BillingPeriod,
  inputs: CalculatorInputs,
  monthlyPrice: number,
): PeriodRoiResults {
  const cost = monthlyPrice * 12
  const deals = (inputs.yearlyLeads * inputs.conversionRate) / 100
  const revenue = deals * inputs.averageDealSize
  const share = period === 'annual' ? 1 : 1 / 12
  return {
    deals: roundTo(deals * share, 2),
    revenue: Math.round(revenue * share),
    cost: Math.round(cost * share),
    roi: cost === 0 ? null : Math.round(((revenue - cost) / cost) * 100),
    paybackMonths: revenue > 0 ? roundTo(cost / (revenue / 12), 1) : null,
  }
}

export const NO_VALUE = '—'

/** '2.0', or '—' when there is no payback. */
export function formatPayback(value: number | null): string {
  return value === null || !Number.isFinite(value) ? NO_VALUE : value.toFixed(1)
}

/** '3.00'. */
export function formatDeals(value: number): string {
  return value.toFixed(2)
}

/** '491%', or '—' when there is no cost to compare against. */
export function formatRoi(value: number | null): string {
  return value === null || !Number.isFinite(value) ? NO_VALUE : `${value}%`
}

const PLAIN_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/
const MAX_ENTRY_LENGTH = 12

/**
 * What a calculator input keeps of what the visitor typed: spaces and thousands separators are
 * dropped ('30,000' → '30000'); null (the input stays as it was) past 12 characters.
 */
export function cleanDecimalEntry(input: string): string | null {
  const text = input.replace(/[\s,]/g, '')
  return text.length <= MAX_ENTRY_LENGTH ? text : null
}

/**
 * Whether an entry reads as a number: digits with at most one decimal point ('7.5', '.5', '5.'),
 * or nothing yet (an empty input counts as 0 without a complaint).
 */
export function isDecimalEntry(entry: string): boolean {
  return entry === '' || PLAIN_DECIMAL.test(entry)
}

/** The number an entry stands for: an empty or unparseable entry ('abc', '1e3', '-2', '.') is 0. */
function entryValue(entry: string): number {
  return isDecimalEntry(entry) ? Number(entry) || 0 : 0
}

/** Yearly leads follow monthly leads: 12 × monthly (without binary noise: 12 × 0.1 = 1.2). */
function syncFromMonthly(monthlyLeads: number): number {
  return Number((monthlyLeads * 12).toPrecision(15))
}

/**
 * The calculator state after the visitor edits one field (a cleaned entry, read by entryValue).
 * Changing monthly leads sets yearly leads to 12 × monthly; changing yearly leads leaves monthly
 * leads as they are. An empty package choice is ignored.
 */
function applyCalculatorChange(
  state: CalculatorState,
  field: CalculatorField,
  rawValue: string,
): CalculatorState {
  if (field === 'selectedPackage') {
    const key = rawValue.trim()
    return key ? { ...state, selectedPackage: key } : state
  }
  const value = entryValue(rawValue)
  if (field === 'monthlyLeads') {
    return { ...state, monthlyLeads: value, yearlyLeads: syncFromMonthly(value) }
  }
  return { ...state, [field]: value }
}

/** The numeric calculator fields, as the visitor typed them. */
export type CalculatorEntryField = Exclude<CalculatorField, 'selectedPackage'>

export const CALCULATOR_ENTRY_FIELDS: readonly CalculatorEntryField[] = [
  'monthlyLeads',
  'yearlyLeads',
  'conversionRate',
  'averageDealSize',
]

/** The calculator form: the text in each input and the parsed state the results come from. */
export interface CalculatorForm {
  entries: Record<CalculatorEntryField, string>
  state: CalculatorState
}

export function initialCalculatorForm(defaults: CalculatorState): CalculatorForm {
  const entries = Object.fromEntries(
    CALCULATOR_ENTRY_FIELDS.map((field) => [field, String(defaults[field])]),
  ) as Record<CalculatorEntryField, string>
  return { entries, state: { ...defaults } }
}

/**
 * The form after the visitor edits one field: a numeric input keeps the cleaned entry
 * (cleanDecimalEntry) and the state follows it; an entry that is not a number counts as 0 until it
 * is corrected. A monthly edit rewrites the yearly input (12 × monthly).
 */
export function applyCalculatorEntry(
  form: CalculatorForm,
  field: CalculatorField,
  rawValue: string,
): CalculatorForm {
  if (field === 'selectedPackage') {
    return { ...form, state: applyCalculatorChange(form.state, field, rawValue) }
  }
  const entry = cleanDecimalEntry(rawValue)
  if (entry === null) return form
  const state = applyCalculatorChange(form.state, field, entry)
  const entries = { ...form.entries, [field]: entry }
  if (field === 'monthlyLeads') entries.yearlyLeads = String(state.yearlyLeads)
  return { entries, state }
}

/** The package a key names, or the first one when the key is unknown (a package was removed). */
export function pickPackage<T extends { key: string }>(
  packages: readonly T[],
  key: string,
): T | undefined {
  return packages.find((pkg) => pkg.key === key) ?? packages[0]
}
