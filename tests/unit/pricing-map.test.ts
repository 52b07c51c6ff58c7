import { describe, expect, it } from 'vitest'
import {
  populated,
  toCalculatorDefaults,
  offeredRows,
  toCalculatorPackages,
  toCurrencySettings,
  toPriceRows,
} from '@/lib/pricing-map'
import { DEFAULT_CURRENCY_SETTINGS } from '@/lib/money'
import type { Calculator, Plan, PriceBook } from '@/payload-types'

const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 1,
  key: 'pro',
  name: 'Leadpilot Pro',
  subtitle: 'For teams chasing bigger accounts',
  features: [{ text: 'Up to **800** InMails' }],
  setupFeeGbp: 199,
  perMeetingGbp: null,
  updatedAt: '',
  createdAt: '',
  _status: 'published',
  ...overrides,
})

const book = (planValue: PriceBook['prices'][number]['plan']): PriceBook => ({
  id: 7,
  key: 'main',
  title: 'Main',
  prices: [
    {
      plan: planValue,
      monthlyGbp: 1269,
      annualGbp: 15228,
      isPopular: true,
      teamsOnly: null,
      prospects: { perMonth: 800, perYear: 9600, orMore: null },
      savings: { monthlyGbp: null, annualGbp: null },
    },
  ],
  updatedAt: '',
  createdAt: '',
  _status: 'published',
})

describe('currency settings from the CMS', () => {
  it('reads rates, symbols, default and rounding', () => {
    const settings = toCurrencySettings({
      defaultCurrency: 'EUR',
      rounding: 'up',
      gbp: { symbol: '£', rate: 1 },
      eur: { symbol: '€', rate: 1.2 },
      usd: { symbol: 'US$', rate: 1.3 },
    })
    expect(settings).toEqual({
      defaultCurrency: 'EUR',
      rounding: 'up',
      rates: { GBP: 1, EUR: 1.2, USD: 1.3 },
      symbols: { GBP: '£', EUR: '€', USD: 'US$' },
    })
  })

  it('falls back to the seeded settings for anything missing or invalid', () => {
    expect(toCurrencySettings(null)).toEqual(DEFAULT_CURRENCY_SETTINGS)
    expect(toCurrencySettings({})).toEqual(DEFAULT_CURRENCY_SETTINGS)
    const broken = toCurrencySettings({
      eur: { symbol: ' ', rate: 0 },
      usd: { symbol: '$', rate: -1 },
    })
    expect(broken.rates).toEqual(DEFAULT_CURRENCY_SETTINGS.rates)
    expect(broken.symbols.EUR).toBe('€')
  })
})

describe('price rows', () => {
  it('join each price with its plan', () => {
    expect(toPriceRows(book(plan()))).toEqual([
      {
        key: 'pro',
        name: 'Leadpilot Pro',
        subtitle: 'For teams chasing bigger accounts',
        description: undefined,
        features: ['Up to **800** InMails'],
        additionalInfo: undefined,
        setupFeeGbp: 199,
        perMeetingGbp: null,
        monthlyGbp: 1269,
        annualGbp: 15228,
        isPopular: true,
        teamsOnly: false,
        prospects: { perMonth: 800, perYear: 9600, orMore: false },
        savingsGbp: { monthly: null, annual: null },
      },
    ])
  })

  it('take twelve months as the annual price unless the book sets its own', () => {
    const own = book(plan())
    const derived = { ...own, prices: [{ ...own.prices[0], monthlyGbp: 1000, annualGbp: null }] }
    expect(toPriceRows(derived)[0].annualGbp).toBe(12000)
    const set = { ...own, prices: [{ ...own.prices[0], monthlyGbp: 1000, annualGbp: 11000 }] }
    expect(toPriceRows(set)[0].annualGbp).toBe(11000)
  })

  it('leave out plans that are not published (unless previewing) or not loaded', () => {
    const draftPlan = book(plan({ _status: 'draft' }))
    expect(toPriceRows(draftPlan)).toEqual([])
    expect(toPriceRows(draftPlan, true)).toHaveLength(1)
    expect(toPriceRows(book(3))).toEqual([])
  })

  it('populated() returns loaded, live documents only', () => {
    expect(populated(5)).toBeNull()
    expect(populated(null)).toBeNull()
    expect(populated({ _status: 'draft' as const })).toBeNull()
    expect(populated({ _status: 'draft' as const }, true)).toEqual({ _status: 'draft' })
  })
})

describe('calculator', () => {
  const startup = plan({ id: 2, key: 'startup', name: 'Start Up' })
  const leadpilot = plan({ id: 3, key: 'leadpilot', name: 'Leadpilot' })
  const extra = plan({ id: 4, key: 'extra', name: 'Extra' })
  const calculator: Calculator = {
    id: 1,
    key: 'standard',
    title: 'Standard',
    packages: [
      {
        plan: startup,
        key: 'leadpilotstartup',
        overrides: { gbp: null, eur: 431, usd: null },
        expectedMeetings: { min: 5, max: 15 },
        prospectsPerMonth: 800,
        additionalCostPerMeeting: { gbp: null, eur: null, usd: null },
        features: [{ text: 'Bi-weekly calls' }, { text: ' ' }],
      },
      {
        plan: leadpilot,
        key: 'leadpilot',
        expectedMeetings: { min: 5, max: 15 },
        prospectsPerMonth: 800,
      },
      {
        plan: extra,
        key: 'extra',
        overrides: { gbp: 10, eur: null, usd: 14 },
        expectedMeetings: { min: 1, max: 2 },
        prospectsPerMonth: 4000,
        additionalCostPerMeeting: { gbp: 20, eur: 23, usd: 25 },
      },
    ],
    defaults: {
      monthlyLeads: 5,
      yearlyLeads: 60,
      conversionRate: 5,
      averageDealSize: 30000,
      selectedPackage: 'leadpilotstartup',
    },
    updatedAt: '',
    createdAt: '',
  }
  const rows = (multiplier?: number) => ({
    rows: [
      { ...toPriceRows(book(startup))[0], monthlyGbp: 369 },
      { ...toPriceRows(book(leadpilot))[0], monthlyGbp: 699 },
    ],
    multiplier,
    settings: DEFAULT_CURRENCY_SETTINGS,
  })

  it('prices each package from its plan in the page’s book, with the overrides it sets', () => {
    const [first, second, third] = toCalculatorPackages(calculator, rows())
    expect(third).toBeUndefined()
    expect(first).toEqual({
      key: 'leadpilotstartup',
      name: 'Start Up',
      subtitle: null,
      prices: { GBP: 369, EUR: 431, USD: 469 },
      expectedMeetings: '5-15 meetings a month',
      prospects: '800 prospects a month',
      additionalCostPerMeeting: null,
      features: ['Bi-weekly calls'],
    })
    expect(second.prices).toEqual({ GBP: 699, EUR: 818, USD: 888 })
  })

  it('does not offer a plan the page’s book leaves out, even with a pound override', () => {
    expect(toCalculatorPackages(calculator, rows()).map((p) => p.key)).toEqual([
      'leadpilotstartup',
      'leadpilot',
    ])
  })

  it('on a page without a price book, shows the packages with their own pound price', () => {
    const [only] = toCalculatorPackages(calculator, { ...rows(), rows: null })
    // Priced from its pound override, converted, with its own dollar figure.
    expect(only.key).toBe('extra')
    expect(only.prices).toEqual({ GBP: 10, EUR: 12, USD: 14 })
    expect(only.additionalCostPerMeeting).toEqual({ GBP: 20, EUR: 23, USD: 25 })
    expect(only.prospects).toBe('4,000 prospects a month')
  })

  it('offers a plan for teams only where the section shows Teams That Scale', () => {
    const teams = [{ ...rows().rows[0], teamsOnly: true }, rows().rows[1]]
    expect(offeredRows(teams, true).map((r) => r.key)).toEqual(['startup', 'leadpilot'])
    expect(offeredRows(teams, false).map((r) => r.key)).toEqual(['leadpilot'])
  })

  it('follows the page’s multiplier like the plan cards', () => {
    const [, second] = toCalculatorPackages(calculator, rows(1.2))
    expect(second.prices).toEqual({ GBP: 839, EUR: 982, USD: 1066 })
  })

  it('leaves out a package with no price on the page, or whose plan is not live', () => {
    const keys = (c: Calculator) =>
      toCalculatorPackages(c, { ...rows(), rows: null }).map((p) => p.key)
    expect(keys(calculator)).toEqual(['extra'])
    const hidden = {
      ...calculator,
      packages: [{ ...calculator.packages[2], plan: { ...extra, _status: 'draft' as const } }],
    }
    expect(keys(hidden)).toEqual([])
  })

  it('reads the defaults', () => {
    expect(toCalculatorDefaults(calculator)).toEqual(calculator.defaults)
  })
})
