import { describe, expect, it } from 'vitest'
import { applyCalculatorEntry, CALCULATOR_DEFAULTS, initialCalculatorForm } from '@/lib/roi'
import { readRoiLink, writeRoiLink } from '@/lib/roi-link'

const start = () => initialCalculatorForm({ ...CALCULATOR_DEFAULTS })

describe('shareable ROI link', () => {
  it('reproduces a calculation: inputs, package, period and currency', () => {
    let form = applyCalculatorEntry(start(), 'monthlyLeads', '8')
    form = applyCalculatorEntry(form, 'yearlyLeads', '90')
    form = applyCalculatorEntry(form, 'conversionRate', '2.5')
    form = applyCalculatorEntry(form, 'selectedPackage', 'leadpilot')
    const search = writeRoiLink('?utm_source=newsletter', {
      form,
      period: 'annual',
      currency: 'EUR',
    })
    expect(search).toBe(
      '?utm_source=newsletter&monthly_leads=8&yearly_leads=90&close_rate=2.5&deal_size=30000&package=leadpilot&period=annual&currency=EUR',
    )
    expect(readRoiLink(search, start())).toEqual({ form, period: 'annual', currency: 'EUR' })
  })

  it('is null for an address without calculator inputs', () => {
    expect(readRoiLink('?utm_source=newsletter&period=annual', start())).toBeNull()
    expect(readRoiLink('', start())).toBeNull()
  })

  it('ignores values a visitor could not have typed and keeps the defaults for them', () => {
    const link = readRoiLink(
      '?monthly_leads=1e3&close_rate=7&deal_size=-5&package=%3Cb%3E&period=weekly&currency=JPY',
      start(),
    )
    expect(link?.form.entries).toEqual({ ...start().entries, conversionRate: '7' })
    expect(link?.form.state.selectedPackage).toBe('leadpilotpro')
    expect(link?.period).toBeUndefined()
    expect(link?.currency).toBeUndefined()
  })
})
