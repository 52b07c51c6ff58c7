import { describe, expect, it } from 'vitest'
import { CURRENCIES, formatMoney, type Currency } from '@/lib/money'
import { CALCULATOR_PACKAGES, findCalculatorPackage } from '@seed/price-data'
import {
  applyCalculatorChange,
  CALCULATOR_DEFAULTS,
  calculateRoi,
  formatDeals,
  formatPayback,
  formatRoi,
  parseDecimal,
  roundTo,
  syncFromMonthly,
  type CalculatorField,
  type CalculatorInputs,
  type CalculatorState,
} from '@/lib/roi'

const defaults: CalculatorState = { ...CALCULATOR_DEFAULTS }
const inputs = (overrides: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  ...defaults,
  ...overrides,
})

function packagePrice(key: string, currency: Currency): number {
  const pkg = findCalculatorPackage(CALCULATOR_PACKAGES, key)
  if (!pkg) throw new Error(`no package ${key}`)
  return pkg.prices[currency]
}

describe('calculator defaults', () => {
  it('are 5 / 60 / 5% / 30,000 / Pro', () => {
    expect(CALCULATOR_DEFAULTS).toEqual({
      monthlyLeads: 5,
      yearlyLeads: 60,
      conversionRate: 5,
      averageDealSize: 30000,
      selectedPackage: 'leadpilotpro',
    })
  })

  // Pro's stored per-currency price; the deal size is taken in the chosen currency.
  it.each<[Currency, string, string, string, string]>([
    ['GBP', '£90,000', '£15,228', '491%', '2.0'],
    ['EUR', '€90,000', '€17,820', '405%', '2.4'],
    ['USD', '$90,000', '$19,344', '365%', '2.6'],
  ])('with Pro in %s: revenue %s, cost %s, ROI %s, payback %s', (currency, ...expected) => {
    const r = calculateRoi(inputs(), packagePrice(defaults.selectedPackage, currency))
    expect(formatDeals(r.yearlyDeals)).toBe('3.00')
    expect([
      formatMoney(r.yearlyRevenue, currency),
      formatMoney(r.totalYearlyCost, currency),
      formatRoi(r.roi),
      formatPayback(r.paybackMonths),
    ]).toEqual(expected)
  })

  it('give the exact numbers with Pro at £1,269/month', () => {
    expect(calculateRoi(inputs(), 1269)).toEqual({
      yearlyDeals: 3,
      yearlyRevenue: 90000,
      totalYearlyCost: 15228,
      roi: 491,
      paybackMonths: 2,
    })
  })
})

describe('calculateRoi', () => {
  it.each<[string, Partial<CalculatorInputs>, number, string, string]>([
    ['no leads', { yearlyLeads: 0 }, 1269, '-100%', '—'],
    ['0% close rate', { conversionRate: 0 }, 1269, '-100%', '—'],
    ['zero deal size', { averageDealSize: 0 }, 1269, '-100%', '—'],
    ['negative deal size', { averageDealSize: -100 }, 1269, '-102%', '—'],
    ['zero cost', {}, 0, '—', '0.0'],
    ['zero cost and revenue', { yearlyLeads: 0 }, 0, '—', '—'],
  ])('%s: ROI %s, payback %s (never Infinity or NaN)', (_, overrides, price, roi, payback) => {
    const r = calculateRoi(inputs(overrides), price)
    for (const value of Object.values(r)) {
      if (value !== null) expect(Number.isFinite(value)).toBe(true)
    }
    expect([formatRoi(r.roi), formatPayback(r.paybackMonths)]).toEqual([roi, payback])
  })

  it('uses yearly leads as yearly meetings, not 12 × monthly leads', () => {
    expect(calculateRoi(inputs({ monthlyLeads: 100, yearlyLeads: 60 }), 1269).yearlyDeals).toBe(3)
  })

  it('rounds each result on its own: deals to 2 decimals, payback to 1, others whole', () => {
    const r = calculateRoi(inputs({ yearlyLeads: 100, conversionRate: 3.333 }), 369.5)
    expect(r).toEqual({
      yearlyDeals: 3.33, // 3.333
      yearlyRevenue: 99990, // from the unrounded deals
      totalYearlyCost: 4434,
      roi: 2155, // 2155.07
      paybackMonths: 0.5, // 0.532
    })
  })

  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [2.05, 1, 2.1],
    [2.0304, 1, 2],
  ])('roundTo(%d, %d) is %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected)
  })
})

describe('formatting', () => {
  it.each<[number | null, string]>([
    [null, '—'],
    [2, '2.0'],
    [2.4, '2.4'],
    [Infinity, '—'],
    [NaN, '—'],
  ])('formatPayback(%s) is %s', (value, expected) => {
    expect(formatPayback(value)).toBe(expected)
  })

  it.each<[number | null, string]>([
    [null, '—'],
    [491, '491%'],
    [-100, '-100%'],
  ])('formatRoi(%s) is %s', (value, expected) => {
    expect(formatRoi(value)).toBe(expected)
  })
})

describe('parseDecimal', () => {
  it.each([
    ['5', 5],
    ['5.5', 5.5],
    [' 7 ', 7],
    ['1,000', 1000],
    ['30,000.50', 30000.5],
    ['.5', 0.5],
    ['5.', 5],
    ['-2', -2],
    ['0', 0],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['5abc', 0],
    ['1,5', 0],
    ['1e3', 0],
    ['Infinity', 0],
    ['NaN', 0],
    ['9'.repeat(400), 0],
  ])('%j → %d', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected)
  })
})

describe('sync rule', () => {
  it.each([
    [5, 60],
    [0, 0],
    [0.1, 1.2],
    [2.5, 30],
  ])('syncFromMonthly(%d) is %d', (monthly, yearly) => {
    expect(syncFromMonthly(monthly)).toBe(yearly)
  })

  it.each<[CalculatorField, string, Partial<CalculatorState>]>([
    ['monthlyLeads', '10', { monthlyLeads: 10, yearlyLeads: 120 }],
    ['monthlyLeads', '', { monthlyLeads: 0, yearlyLeads: 0 }],
    ['yearlyLeads', '100', { yearlyLeads: 100 }], // monthly leads stay 5
    ['yearlyLeads', 'abc', { yearlyLeads: 0 }],
    ['conversionRate', '7.5', { conversionRate: 7.5 }],
    ['averageDealSize', '1,000', { averageDealSize: 1000 }],
    ['selectedPackage', 'leadpilotstartup', { selectedPackage: 'leadpilotstartup' }],
    ['selectedPackage', '', {}],
  ])('changing %s to %j', (field, raw, changes) => {
    expect(applyCalculatorChange(defaults, field, raw)).toEqual({ ...defaults, ...changes })
  })

  it('does not mutate the previous state', () => {
    const before = { ...defaults }
    applyCalculatorChange(before, 'monthlyLeads', '9')
    expect(before).toEqual(defaults)
  })

  it('feeds every package in every currency without NaN', () => {
    for (const pkg of CALCULATOR_PACKAGES) {
      for (const currency of CURRENCIES) {
        const r = calculateRoi(inputs(), pkg.prices[currency])
        expect(Number.isNaN(r.roi)).toBe(false)
        expect(r.totalYearlyCost).toBe(pkg.prices[currency] * 12)
      }
    }
  })
})
