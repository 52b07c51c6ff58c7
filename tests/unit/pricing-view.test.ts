import { describe, expect, it } from 'vitest'
import {
  convert,
  CURRENCIES,
  DEFAULT_CURRENCY_SETTINGS,
  formatMoney,
  roundAmount,
  type CurrencySettings,
} from '@/lib/money'
import { findPlan, PRICE_BOOKS, REFERRAL_MULTIPLIER, type PriceVariant } from '@seed/price-data'
import { meetingsRange, planCardView, type PriceRowInput } from '@/lib/pricing-view'

const settings = DEFAULT_CURRENCY_SETTINGS

/** A price-data book as the CMS hands it to the view (plans joined in). */
function rows(variant: PriceVariant): PriceRowInput[] {
  return PRICE_BOOKS[variant].plans.map((row) => {
    const plan = findPlan(row.plan)!
    return {
      key: plan.key,
      name: plan.name,
      features: [...plan.features],
      setupFeeGbp: 199,
      perMeetingGbp: plan.perMeeting,
      monthlyGbp: row.monthlyGbp,
      annualGbp: row.annualGbp,
      isPopular: row.isPopular,
      teamsOnly: Boolean(row.teamsOnly),
      prospects: plan.prospects,
      savingsGbp: row.savingsGbp ?? null,
    }
  })
}

function cards(variant: PriceVariant, multiplier?: number, commissionPercent?: number) {
  return rows(variant).map((row) => planCardView(row, settings, { multiplier, commissionPercent }))
}

describe('rounding rules', () => {
  it('rounds to the nearest unit by default and ignores binary noise when rounding up or down', () => {
    expect(roundAmount(431.73)).toBe(432)
    expect(roundAmount(431.5)).toBe(432)
    expect(roundAmount(431.73, 'down')).toBe(431)
    expect(roundAmount(431.23, 'up')).toBe(432)
    // 100 × 1.1 is 110.00000000000001 in floating point: still 110 either way.
    expect(roundAmount(100 * 1.1, 'up')).toBe(110)
    expect(roundAmount(100 * 1.17, 'down')).toBe(117)
  })

  it('converts with the CMS rounding rule', () => {
    expect(convert(369, 'EUR', settings.rates)).toBe(432)
    expect(convert(369, 'EUR', settings.rates, 'down')).toBe(431)
    expect(convert(199, 'USD', settings.rates, 'up')).toBe(253)
  })

  it('formats with the CMS symbols', () => {
    expect(formatMoney(1269, 'EUR', { GBP: 'GBP ', EUR: 'EUR ', USD: 'US$' })).toBe('EUR 1,269')
    expect(formatMoney(1612, 'USD', { GBP: '£', EUR: '€', USD: 'US$' })).toBe('US$1,612')
  })
})

describe('plan cards', () => {
  it('show the main page prices, with Leadpilot at £669 and Scale under Teams only', () => {
    const main = cards('main')
    expect(main.map((c) => c.price.monthly.GBP)).toEqual(['£369', '£669', '£1,269', '£3,999'])
    expect(main.map((c) => c.price.annual.GBP)).toEqual(['£4,428', '£8,028', '£15,228', '£47,988'])
    expect(main.map((c) => c.teamsOnly)).toEqual([false, false, false, true])
    expect(main.some((c) => c.isPopular)).toBe(false)
  })

  it('show the alternative prices in every currency, Leadpilot £699 and Most Popular', () => {
    const alternative = cards('alternative')
    expect(alternative.map((c) => c.price.monthly)).toEqual([
      { GBP: '£369', EUR: '€432', USD: '$469' },
      { GBP: '£699', EUR: '€818', USD: '$888' },
      { GBP: '£1,269', EUR: '€1,485', USD: '$1,612' },
    ])
    expect(alternative.map((c) => c.price.annual.USD)).toEqual(['$5,624', '$10,653', '$19,340'])
    expect(alternative.map((c) => c.isPopular)).toEqual([false, true, false])
  })

  it('show the set-up fee converted like every other price', () => {
    const [card] = cards('main')
    expect(card.setupFeeNote).toEqual({
      GBP: 'Including a £199 set up fee',
      EUR: 'Including a €233 set up fee',
      USD: 'Including a $253 set up fee',
    })
    const noFee = planCardView({ ...rows('main')[0], setupFeeGbp: 0 }, settings)
    expect(noFee.setupFeeNote).toBeNull()
  })

  it('show the discounted prices with their savings a month and a year', () => {
    const discounted = cards('discounted')
    expect(discounted.map((c) => c.price.monthly.GBP)).toEqual(['£199', '£469', '£999'])
    expect(discounted.map((c) => c.savings?.monthly.GBP)).toEqual([
      'Save £170 a month',
      'Save £200 a month',
      'Save £270 a month',
    ])
    expect(discounted.map((c) => c.savings?.annual.GBP)).toEqual([
      'Save £2,040 a year',
      'Save £2,400 a year',
      'Save £3,240 a year',
    ])
    expect(discounted[0].savings?.monthly.EUR).toBe('Save €199 a month')
    expect(cards('main')[0].savings).toBeNull()
  })

  it('show the referral prices (alternative × 1.2) and 20% commission, rounded, per currency', () => {
    const referral = cards('alternative', REFERRAL_MULTIPLIER, 20)
    expect(referral.map((c) => c.price.monthly.GBP)).toEqual(['£443', '£839', '£1,523'])
    expect(referral.map((c) => c.price.annual.GBP)).toEqual(['£5,314', '£10,066', '£18,274'])
    expect(referral.map((c) => c.commission?.monthly.GBP)).toEqual(['£89', '£168', '£305'])
    expect(referral.map((c) => c.commission?.annual.GBP)).toEqual(['£1,063', '£2,013', '£3,655'])
    // 20% of the displayed euro price (€518, €982, €1,782), not the converted pound commission.
    expect(referral.map((c) => c.commission?.monthly.EUR)).toEqual(['€104', '€196', '€356'])
    expect(referral.map((c) => c.commission?.monthly.USD)).toEqual(['$113', '$213', '$387'])
    // The set-up fee is not multiplied.
    expect(referral[0].setupFeeNote?.GBP).toBe('Including a £199 set up fee')
    expect(cards('alternative')[0].commission).toBeNull()
  })

  it('treat a multiplier of 1 or none the same', () => {
    expect(cards('alternative', 1)).toEqual(cards('alternative'))
  })

  it('follow changed rates and rounding from the CMS', () => {
    const custom: CurrencySettings = {
      ...settings,
      rates: { GBP: 1, EUR: 1.2, USD: 1.3 },
      rounding: 'down',
    }
    const card = planCardView(rows('alternative')[1], custom)
    expect(card.price.monthly).toEqual({ GBP: '£699', EUR: '€838', USD: '$908' })
  })

  it('show the prospects line for the period', () => {
    const main = cards('main')
    expect(main[0].prospects).toEqual({
      monthly: '800 prospects a month',
      annual: '9,600 prospects a year',
    })
    expect(main[3].prospects).toEqual({
      monthly: '4,000+ prospects a month',
      annual: '48,000+ prospects a year',
    })
  })

  it('show a per-meeting fee only when a plan has one (none does in the seed)', () => {
    expect(cards('main').every((c) => c.perMeeting === null)).toBe(true)
    const withFee = planCardView({ ...rows('main')[0], perMeetingGbp: 50 }, settings)
    expect(withFee.perMeeting).toEqual({
      GBP: '+ £50 per meeting',
      EUR: '+ €59 per meeting',
      USD: '+ $64 per meeting',
    })
  })

  it('drop empty feature lines and empty text fields', () => {
    const card = planCardView(
      { ...rows('main')[0], features: ['A', ' ', ''], subtitle: '', additionalInfo: '' },
      settings,
    )
    expect(card.features).toEqual(['A'])
    expect(card.subtitle).toBeNull()
    expect(card.additionalInfo).toBeNull()
  })

  it('cover every currency for every figure', () => {
    for (const card of cards('discounted', 1, 20)) {
      for (const currency of CURRENCIES) {
        expect(card.price.monthly[currency]).toMatch(/^[£€$][\d,]+$/)
        expect(card.commission?.annual[currency]).toMatch(/^[£€$][\d,]+$/)
      }
    }
  })
})

describe('meetingsRange', () => {
  it('reads 5-15 meetings a month', () => {
    expect(meetingsRange(5, 15)).toBe('5-15 meetings a month')
    expect(meetingsRange(8, 8)).toBe('8 meetings a month')
  })
})
