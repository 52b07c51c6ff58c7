import { describe, expect, it } from 'vitest'
import { CURRENCIES, formatMoney, type Currency } from '@/lib/money'
import { CALCULATOR_PACKAGES, findCalculatorPackage } from '@seed/price-data'
import {
  applyCalculatorEntry,
  CALCULATOR_DEFAULTS,
  calculateRoiFor,
  formatDeals,
  formatPayback,
  formatRoi,
  initialCalculatorForm,
  type CalculatorState,
} from '@/lib/roi'

const defaults: CalculatorState = { ...CALCULATOR_DEFAULTS }
const inputs = (overrides: Partial<CalculatorState> = {}): CalculatorState => ({
  ...defaults,
  ...overrides,
})
/** The results for a year, as the calculator shows them with the annual period. */
const yearly = (state: CalculatorState, monthlyPrice: number) =>
  calculateRoiFor('annual', state, monthlyPrice)
const start = () => initialCalculatorForm(defaults)

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
    const r = yearly(inputs(), packagePrice(defaults.selectedPackage, currency))
    expect(formatDeals(r.deals)).toBe('3.00')
    expect([
      formatMoney(r.revenue, currency),
      formatMoney(r.cost, currency),
      formatRoi(r.roi),
      formatPayback(r.paybackMonths),
    ]).toEqual(expected)
  })

  it('give the exact numbers with Pro at £1,269/month', () => {
    expect(yearly(inputs(), 1269)).toEqual({
      deals: 3,
      revenue: 90000,
      cost: 15228,
      roi: 491,
      paybackMonths: 2,
    })
  })
})

describe('calculateRoiFor', () => {
  it.each<[string, Partial<CalculatorState>, number, string, string]>([
    ['no leads', { yearlyLeads: 0 }, 1269, '-100%', '—'],
    ['0% close rate', { conversionRate: 0 }, 1269, '-100%', '—'],
    ['zero deal size', { averageDealSize: 0 }, 1269, '-100%', '—'],
    ['negative deal size', { averageDealSize: -100 }, 1269, '-102%', '—'],
    ['zero cost', {}, 0, '—', '0.0'],
    ['zero cost and revenue', { yearlyLeads: 0 }, 0, '—', '—'],
  ])('%s: ROI %s, payback %s (never Infinity or NaN)', (_, overrides, price, roi, payback) => {
    for (const period of ['annual', 'monthly'] as const) {
      const r = calculateRoiFor(period, inputs(overrides), price)
      for (const value of Object.values(r)) {
        if (value !== null) expect(Number.isFinite(value)).toBe(true)
      }
      expect([formatRoi(r.roi), formatPayback(r.paybackMonths)]).toEqual([roi, payback])
    }
  })

  it('uses yearly leads as yearly meetings, not 12 × monthly leads', () => {
    expect(yearly(inputs({ monthlyLeads: 100, yearlyLeads: 60 }), 1269).deals).toBe(3)
  })

  it('rounds each result on its own: deals to 2 decimals, payback to 1, others whole', () => {
    const r = yearly(inputs({ yearlyLeads: 100, conversionRate: 3.333 }), 369.5)
    expect(r).toEqual({
      deals: 3.33, // 3.333
      revenue: 99990, // from the unrounded deals
      cost: 4434,
      roi: 2155, // 2155.07
      paybackMonths: 0.5, // 0.532
    })
  })

  // Deals of 1.005 and 2.675 are stored just below the half (1.00499…, 2.67499…).
  it.each([
    [100.5, 1.01],
    [267.5, 2.68],
  ])(
    'rounds deals without binary noise: %d leads at 1%% close rate are %d deals',
    (leads, deals) => {
      expect(yearly(inputs({ yearlyLeads: leads, conversionRate: 1 }), 369).deals).toBe(deals)
    },
  )

  // One deal of 1,440 a year is 120 a month: the payback is the monthly price / 10.
  it.each([
    [20.5, 2.1],
    [20.304, 2],
  ])('rounds the payback to 1 decimal: %d a month pays back in %d months', (price, months) => {
    const oneDeal = inputs({ yearlyLeads: 100, conversionRate: 1, averageDealSize: 1440 })
    expect(yearly(oneDeal, price).paybackMonths).toBe(months)
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

describe('reading what the visitor typed', () => {
  it.each([
    ['5', 5],
    ['5.5', 5.5],
    [' 7 ', 7],
    ['1,000', 1000],
    ['30,000.50', 30000.5],
    ['.5', 0.5],
    ['5.', 5],
    ['.', 0],
    ['0', 0],
    ['', 0],
    ['   ', 0],
  ])('%j → %d', (typed, expected) => {
    expect(applyCalculatorEntry(start(), 'averageDealSize', typed).state.averageDealSize).toBe(
      expected,
    )
  })

  it.each(['-2', 'abc', '5abc', '1e3', 'Infinity', 'NaN'])('%j counts as 0', (typed) => {
    expect(applyCalculatorEntry(start(), 'averageDealSize', typed).state.averageDealSize).toBe(0)
  })

  it('refuses an entry too long to be a figure: the number stays as it was', () => {
    expect(applyCalculatorEntry(start(), 'averageDealSize', '9'.repeat(400))).toEqual(start())
  })
})

describe('sync rule', () => {
  it.each([
    ['5', '60'],
    ['0', '0'],
    ['0.1', '1.2'],
    ['2.5', '30'],
  ])('%s leads a month are %s a year', (monthly, yearly) => {
    const form = applyCalculatorEntry(start(), 'monthlyLeads', monthly)
    expect(form.entries.yearlyLeads).toBe(yearly)
    expect(form.state.yearlyLeads).toBe(Number(yearly))
  })

  it.each<[keyof CalculatorState, string, Partial<CalculatorState>]>([
    ['monthlyLeads', '10', { monthlyLeads: 10, yearlyLeads: 120 }],
    ['monthlyLeads', '', { monthlyLeads: 0, yearlyLeads: 0 }],
    ['yearlyLeads', '100', { yearlyLeads: 100 }], // monthly leads stay 5
    ['yearlyLeads', '', { yearlyLeads: 0 }],
    ['conversionRate', '7.5', { conversionRate: 7.5 }],
    ['averageDealSize', '1,000', { averageDealSize: 1000 }],
    ['selectedPackage', 'leadpilotstartup', { selectedPackage: 'leadpilotstartup' }],
    ['selectedPackage', '', {}],
  ])('changing %s to %j', (field, raw, changes) => {
    expect(applyCalculatorEntry(start(), field, raw).state).toEqual({ ...defaults, ...changes })
  })

  it('does not mutate the previous form', () => {
    const before = start()
    applyCalculatorEntry(before, 'monthlyLeads', '9')
    expect(before).toEqual(start())
  })

  it('feeds every package in every currency without NaN', () => {
    for (const pkg of CALCULATOR_PACKAGES) {
      for (const currency of CURRENCIES) {
        const r = yearly(inputs(), pkg.prices[currency])
        expect(Number.isNaN(r.roi)).toBe(false)
        expect(r.cost).toBe(pkg.prices[currency] * 12)
      }
    }
  })
})
