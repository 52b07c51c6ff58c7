/**
 * ROI calculator (spec "ROI calculator", sections 4, 5 and 9; DECISIONS "Money").
 * All amounts are in the currency the visitor chose; the package price is that currency's price.
 */
import type { CalculatorPackageKey } from './price-data'

export interface CalculatorInputs {
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

export type CalculatorField = keyof CalculatorState

export interface RoiResults {
  /** Rounded to 2 decimals. */
  yearlyDeals: number
  /** Whole units. */
  yearlyRevenue: number
  /** Whole units. */
  totalYearlyCost: number
  /** Whole percent; null when the yearly cost is 0. */
  roi: number | null
  /** Rounded to 1 decimal; null when the yearly revenue is not positive (never paid back). */
  paybackMonths: number | null
}

export const CALCULATOR_DEFAULTS = {
  monthlyLeads: 5,
  yearlyLeads: 60,
  conversionRate: 5,
  averageDealSize: 30000,
  selectedPackage: 'leadpilotpro',
} as const satisfies CalculatorState & { selectedPackage: CalculatorPackageKey }

/** Rounds to `decimals` places without binary noise (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(Number((value * factor).toPrecision(15))) / factor
}

/**
 * The spec's formulas. Yearly meetings are the yearly leads input (DECISIONS). Each result is
 * rounded on its own; the others are computed from the unrounded values, so rounding never
 * compounds (deals 3.333 → shown 3.33, revenue at 30,000 a deal → 99,990).
 */
export function calculateRoi(inputs: CalculatorInputs, monthlyPrice: number): RoiResults {
  const yearlyMeetings = inputs.yearlyLeads
  const cost = monthlyPrice * 12
  const deals = (yearlyMeetings * inputs.conversionRate) / 100
  const revenue = deals * inputs.averageDealSize
  return {
    yearlyDeals: roundTo(deals, 2),
    yearlyRevenue: Math.round(revenue),
    totalYearlyCost: Math.round(cost),
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

const DECIMAL = /^[+-]?(?:(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d*)?|\.\d+)$/

/**
 * Parses a calculator entry as a decimal: '5', '5.5', ' 7 ', '1,000' (thousands separators),
 * '.5', '-2'. Anything else ('', 'abc', '5abc', '1,5', '1e3') becomes 0.
 */
export function parseDecimal(input: string): number {
  const trimmed = input.trim()
  if (!DECIMAL.test(trimmed)) return 0
  const value = Number(trimmed.replace(/,/g, ''))
  return Number.isFinite(value) ? value : 0
}

/** Yearly leads follow monthly leads: 12 × monthly (without binary noise: 12 × 0.1 = 1.2). */
export function syncFromMonthly(monthlyLeads: number): number {
  return Number((monthlyLeads * 12).toPrecision(15))
}

/**
 * The calculator state after the visitor edits one field. Numeric fields are parsed with
 * parseDecimal. Changing monthly leads sets yearly leads to 12 × monthly; changing yearly leads
 * leaves monthly leads as they are. An empty package choice is ignored.
 */
export function applyCalculatorChange(
  state: CalculatorState,
  field: CalculatorField,
  rawValue: string,
): CalculatorState {
  if (field === 'selectedPackage') {
    const key = rawValue.trim()
    return key ? { ...state, selectedPackage: key } : state
  }
  const value = parseDecimal(rawValue)
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
 * The form after the visitor edits one field: the input keeps exactly what was typed, the state
 * follows applyCalculatorChange, and a monthly edit rewrites the yearly input (12 × monthly).
 */
export function applyCalculatorEntry(
  form: CalculatorForm,
  field: CalculatorField,
  rawValue: string,
): CalculatorForm {
  const state = applyCalculatorChange(form.state, field, rawValue)
  if (field === 'selectedPackage') return { ...form, state }
  const entries = { ...form.entries, [field]: rawValue }
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
