import { describe, expect, it } from 'vitest'
import { commission, commissionLabel, COMMISSION_RATE } from '@/lib/commission'
import { CURRENCIES, DEFAULT_RATES, formatMoney } from '@/lib/money'
import { PRICE_BOOKS, type PlanKey } from '@seed/price-data'
import { displayedPrice, type BillingPeriod } from '@/lib/pricing'

describe('commission', () => {
  it('is 20% of the displayed price, rounded', () => {
    expect(COMMISSION_RATE).toBe(0.2)
    expect(commission(443)).toBe(89) // 88.6
    expect(commission(18274)).toBe(3655) // 3654.8
    expect(commission(10066)).toBe(2013) // 2013.2
    expect(commission(0)).toBe(0)
  })

  // 'Your Monthly Commission Examples' on the referral page, per plan, period and currency:
  // 20% of the displayed (VAT-inclusive, converted) price.
  const referral = PRICE_BOOKS.referral
  it.each<[PlanKey, BillingPeriod, string, string, string]>([
    ['startup', 'monthly', '£89', '€104', '$113'],
    ['leadpilot', 'monthly', '£168', '€196', '$213'],
    ['pro', 'monthly', '£305', '€356', '$387'],
    ['startup', 'annual', '£1,063', '€1,243', '$1,350'],
    ['leadpilot', 'annual', '£2,013', '€2,355', '$2,557'],
    ['pro', 'annual', '£3,655', '€4,276', '$4,642'],
  ])('referral %s %s: %s / %s / %s', (plan, period, ...expected) => {
    const entry = referral.plans.find((p) => p.plan === plan)
    if (!entry) throw new Error(`no ${plan} on the referral page`)
    const shown = CURRENCIES.map((currency) => {
      const price = displayedPrice({
        ...entry,
        period,
        currency,
        rates: DEFAULT_RATES,
        multiplier: referral.multiplier,
      })
      return formatMoney(commission(price), currency)
    })
    expect(shown).toEqual(expected)
  })

  it.each<[BillingPeriod, string]>([
    ['monthly', 'per client /month'],
    ['annual', 'per client /year'],
  ])('label for %s is %s', (period, label) => {
    expect(commissionLabel(period)).toBe(label)
  })
})
