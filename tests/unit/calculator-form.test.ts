import { describe, expect, it } from 'vitest'
import { CALCULATOR_PACKAGES } from '@seed/price-data'
import {
  applyCalculatorEntry,
  CALCULATOR_DEFAULTS,
  calculateRoiFor,
  formatPayback,
  initialCalculatorForm,
  isDecimalEntry,
  pickPackage,
  type CalculatorForm,
} from '@/lib/roi'

const start = (): CalculatorForm => initialCalculatorForm({ ...CALCULATOR_DEFAULTS })

describe('calculator form', () => {
  it('starts from the defaults, as text in the inputs', () => {
    expect(start().entries).toEqual({
      monthlyLeads: '5',
      yearlyLeads: '60',
      conversionRate: '5',
      averageDealSize: '30000',
    })
    expect(start().state).toEqual(CALCULATOR_DEFAULTS)
  })

  it('rewrites yearly leads when monthly leads change (12 ×), and not the other way round', () => {
    const monthly = applyCalculatorEntry(start(), 'monthlyLeads', '10')
    expect(monthly.entries.yearlyLeads).toBe('120')
    expect(monthly.state.yearlyLeads).toBe(120)
    const yearly = applyCalculatorEntry(monthly, 'yearlyLeads', '100')
    expect(yearly.entries.monthlyLeads).toBe('10')
    expect(yearly.state).toMatchObject({ monthlyLeads: 10, yearlyLeads: 100 })
  })

  it('computes from exactly what the input shows: an empty input is 0, a decimal is itself', () => {
    const empty = applyCalculatorEntry(start(), 'monthlyLeads', '')
    expect(empty.entries.monthlyLeads).toBe('')
    expect(empty.entries.yearlyLeads).toBe('0')
    expect(empty.state.monthlyLeads).toBe(0)
    const decimal = applyCalculatorEntry(start(), 'conversionRate', '7.5')
    expect(decimal.entries.conversionRate).toBe('7.5')
    expect(decimal.state.conversionRate).toBe(7.5)
    const grouped = applyCalculatorEntry(start(), 'averageDealSize', '45,000')
    expect(grouped.entries.averageDealSize).toBe('45000')
    expect(grouped.state.averageDealSize).toBe(45000)
  })

  it.each(['1e3', 'lots', '-2', '5.5.5', '+3', '.'])(
    'keeps %j as typed and counts it as 0 until it is corrected',
    (typed) => {
      const form = applyCalculatorEntry(start(), 'averageDealSize', typed)
      expect(form.entries.averageDealSize).toBe(typed)
      expect(form.state.averageDealSize).toBe(0)
      expect(isDecimalEntry(form.entries.averageDealSize)).toBe(false)
    },
  )

  it('refuses an entry longer than 12 characters: the input stays as it was', () => {
    expect(applyCalculatorEntry(start(), 'averageDealSize', '1234567890123')).toEqual(start())
  })

  it('counts an unparseable monthly entry as 0 a year too', () => {
    const form = applyCalculatorEntry(start(), 'monthlyLeads', 'five')
    expect(form.state).toMatchObject({ monthlyLeads: 0, yearlyLeads: 0 })
    expect(form.entries.yearlyLeads).toBe('0')
  })

  it('syncs decimals without floating-point noise (0.1 a month is 1.2 a year)', () => {
    expect(applyCalculatorEntry(start(), 'monthlyLeads', '0.1').entries.yearlyLeads).toBe('1.2')
  })

  it('changes the package and ignores an empty choice', () => {
    const startup = applyCalculatorEntry(start(), 'selectedPackage', 'leadpilotstartup')
    expect(startup.state.selectedPackage).toBe('leadpilotstartup')
    expect(startup.entries).toEqual(start().entries)
    expect(applyCalculatorEntry(startup, 'selectedPackage', '').state.selectedPackage).toBe(
      'leadpilotstartup',
    )
  })

  it('gives the defaults’ results: 3.00 deals, £90,000, £15,228, 491%, 2.0 months', () => {
    const form = start()
    const pro = pickPackage(CALCULATOR_PACKAGES, form.state.selectedPackage)!
    const results = calculateRoiFor('annual', form.state, pro.prices.GBP)
    expect(results).toEqual({ deals: 3, revenue: 90000, cost: 15228, roi: 491, paybackMonths: 2 })
  })

  it('gives a twelfth of the year per month; ROI and payback do not change', () => {
    const form = start()
    expect(calculateRoiFor('monthly', form.state, 1269)).toEqual({
      deals: 0.25,
      revenue: 7500,
      cost: 1269,
      roi: 491,
      paybackMonths: 2,
    })
    expect(calculateRoiFor('annual', form.state, 1269)).toEqual({
      deals: 3,
      revenue: 90000,
      cost: 15228,
      roi: 491,
      paybackMonths: 2,
    })
  })

  it('shows no payback when a change leaves no revenue', () => {
    const form = applyCalculatorEntry(start(), 'averageDealSize', '0')
    const results = calculateRoiFor('annual', form.state, 1269)
    expect(formatPayback(results.paybackMonths)).toBe('—')
  })
})

describe('pickPackage', () => {
  it('finds a package by key and falls back to the first one when it is gone', () => {
    expect(pickPackage(CALCULATOR_PACKAGES, 'leadpilot')?.name).toBe('Leadpilot')
    expect(pickPackage(CALCULATOR_PACKAGES, 'retired')?.key).toBe('leadpilotstartup')
    expect(pickPackage([], 'leadpilot')).toBeUndefined()
  })
})
