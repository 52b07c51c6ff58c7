/**
 * A shareable ROI calculation: the calculator's inputs, billing period and currency as query
 * parameters, so a link reproduces the figures. Other parameters of the address are kept.
 */
import { isCurrency, type Currency } from './money'
import { BILLING_PERIODS, type BillingPeriod } from './pricing'
import {
  applyCalculatorEntry,
  CALCULATOR_ENTRY_FIELDS,
  cleanDecimalEntry,
  isDecimalEntry,
  type CalculatorEntryField,
  type CalculatorForm,
} from './roi'

const ENTRY_PARAMS: Record<CalculatorEntryField, string> = {
  monthlyLeads: 'monthly_leads',
  yearlyLeads: 'yearly_leads',
  conversionRate: 'close_rate',
  averageDealSize: 'deal_size',
}
const PACKAGE_PARAM = 'package'
const PERIOD_PARAM = 'period'
const CURRENCY_PARAM = 'currency'
const PACKAGE_KEY = /^[a-z0-9-]{1,40}$/

export interface RoiLink {
  form: CalculatorForm
  period: BillingPeriod
  currency: Currency
}

/** The query string (with '?', or '' when empty) for `search` with the calculation written in. */
export function writeRoiLink(search: string, { form, period, currency }: RoiLink): string {
  const params = new URLSearchParams(search)
  for (const field of CALCULATOR_ENTRY_FIELDS) params.set(ENTRY_PARAMS[field], form.entries[field])
  params.set(PACKAGE_PARAM, form.state.selectedPackage)
  params.set(PERIOD_PARAM, period)
  params.set(CURRENCY_PARAM, currency)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The calculation a query string carries, applied to `form` the way a visitor's typing would be
 * (monthly leads first, so yearly leads from the link win). Values that are not valid are
 * ignored; null when the address carries no calculator input at all.
 */
export function readRoiLink(
  search: string,
  form: CalculatorForm,
): { form: CalculatorForm; period?: BillingPeriod; currency?: Currency } | null {
  const params = new URLSearchParams(search)
  let next = form
  let found = false
  for (const field of CALCULATOR_ENTRY_FIELDS) {
    const raw = params.get(ENTRY_PARAMS[field])
    const value = raw === null ? null : cleanDecimalEntry(raw)
    if (value === null || !isDecimalEntry(value)) continue
    next = applyCalculatorEntry(next, field, value)
    found = true
  }
  const key = params.get(PACKAGE_PARAM)
  if (key && PACKAGE_KEY.test(key)) {
    next = applyCalculatorEntry(next, 'selectedPackage', key)
    found = true
  }
  if (!found) return null
  const period = params.get(PERIOD_PARAM)
  const currency = params.get(CURRENCY_PARAM)
  return {
    form: next,
    period: BILLING_PERIODS.find((value) => value === period),
    currency: isCurrency(currency) ? currency : undefined,
  }
}
