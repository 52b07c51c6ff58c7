import { describe, expect, it } from 'vitest'
import {
  calculatorPlacements,
  overridesFor,
  overridesInForce,
  packagePrices,
  type PricingDocs,
} from '@/lib/calculator-prices'
import { DEFAULT_CURRENCY_SETTINGS as settings } from '@/lib/money'
import { CALCULATOR_PACKAGES, PRICE_BOOKS, findCalculatorPackage } from '@seed/price-data'

const spec = (key: string) => findCalculatorPackage(CALCULATOR_PACKAGES, key)!.prices

describe('a calculator package’s price', () => {
  it('is the book’s monthly price converted at the rates', () => {
    expect(packagePrices(1269, null, settings)?.shown).toEqual({ GBP: 1269, EUR: 1485, USD: 1612 })
  })

  it('keeps the page’s own figure where it overrides one currency (€431, not €432)', () => {
    expect(packagePrices(369, { EUR: 431 }, settings)).toEqual({
      shown: { GBP: 369, EUR: 431, USD: 469 },
      fromBook: { GBP: 369, EUR: 432, USD: 469 },
    })
  })

  it('converts a pound override, and needs one where the book does not list the plan', () => {
    expect(packagePrices(699, { GBP: 669 }, settings)?.shown).toEqual({
      GBP: 669,
      EUR: 783,
      USD: 850,
    })
    expect(packagePrices(null, { EUR: 431 }, settings)).toBeNull()
    expect(packagePrices(null, { GBP: 3999 }, settings)?.fromBook).toBeNull()
  })
})

describe('the overrides that keep the price list’s figures', () => {
  const books = (
    plan: 'startup' | 'leadpilot' | 'scale',
    ...variants: Array<'main' | 'alternative'>
  ) =>
    variants.map((v) => PRICE_BOOKS[v].plans.find((row) => row.plan === plan)?.monthlyGbp ?? null)

  it('store only what the books and rates do not give', () => {
    expect(
      overridesFor(spec('leadpilotstartup'), books('startup', 'main', 'alternative'), settings),
    ).toEqual({ EUR: 431 })
    // £669 on the main page's calculator is also what the alternative pages' calculator shows.
    expect(
      overridesFor(spec('leadpilot'), books('leadpilot', 'main', 'alternative'), settings),
    ).toEqual({ GBP: 669 })
    expect(overridesFor(spec('leadpilot'), books('leadpilot', 'main'), settings)).toEqual({})
    expect(
      overridesFor(spec('leadpilotscale'), books('scale', 'main', 'alternative'), settings),
    ).toEqual({ GBP: 3999 })
  })
})

describe('calculators on a page', () => {
  it('a pricing section’s own calculator and an ROI calculator block use the section’s book', () => {
    expect(
      calculatorPlacements([
        { blockType: 'hero' },
        { blockType: 'pricingSection', priceBook: { id: 1 }, calculator: 5, priceMultiplier: 1.2 },
        { blockType: 'roiCalculator', calculator: { id: 6 } },
      ]),
    ).toEqual([
      { calculatorId: 5, bookId: 1, multiplier: 1.2 },
      { calculatorId: 6, bookId: 1, multiplier: 1.2 },
    ])
    expect(calculatorPlacements([{ blockType: 'roiCalculator', calculator: 6 }])).toEqual([
      { calculatorId: 6, bookId: null, multiplier: undefined },
    ])
  })
})

describe('overrides in force', () => {
  // Plans 1-3: Start Up, Leadpilot, Scale. Book 10: main; 11: alternative.
  const docs = (
    overrides: Record<number, Partial<Record<'GBP' | 'EUR' | 'USD', number>>>,
  ): PricingDocs => ({
    pages: [
      {
        path: '/pricing-overview',
        layout: [
          { blockType: 'pricingSection', priceBook: 10 },
          { blockType: 'roiCalculator', calculator: 20 },
        ],
      },
      {
        path: '/pricing-start-up',
        layout: [{ blockType: 'pricingSection', priceBook: 11, calculator: 20 }],
      },
    ],
    books: new Map([
      [
        10,
        new Map([
          [1, 369],
          [2, 669],
          [3, 3999],
        ]),
      ],
      [
        11,
        new Map([
          [1, 369],
          [2, 699],
        ]),
      ],
    ]),
    calculators: new Map([
      [
        20,
        {
          title: 'Standard',
          packages: [1, 2, 3].map((planId) => ({ planId, overrides: overrides[planId] ?? null })),
        },
      ],
    ]),
    planNames: new Map([
      [1, 'Start Up'],
      [2, 'Leadpilot'],
      [3, 'Leadpilot Scale'],
    ]),
    settings,
  })

  it('lists, per page, each package that shows something other than the page’s book', () => {
    const list = overridesInForce(docs({ 1: { EUR: 431 }, 2: { GBP: 669 }, 3: { GBP: 3999 } }))
    expect(
      list.map((o) => [
        o.path,
        o.plan,
        o.currencies.map((c) => `${c.currency} ${c.fromBook} → ${c.shown}`),
      ]),
    ).toEqual([
      ['/pricing-overview', 'Start Up', ['EUR €432 → €431']],
      ['/pricing-start-up', 'Start Up', ['EUR €432 → €431']],
      ['/pricing-start-up', 'Leadpilot', ['GBP £699 → £669', 'EUR €818 → €783', 'USD $888 → $850']],
      // Scale is not in the alternative book, so that page does not offer it: nothing in force.
    ])
    expect(list[0].calculator).toEqual({ id: 20, title: 'Standard' })
  })

  it('is empty when no package overrides a price', () => {
    expect(overridesInForce(docs({}))).toEqual([])
  })
})
