import { describe, expect, it } from 'vitest'
import { DEFAULT_CURRENCY_SETTINGS } from '@/lib/money'
import { bookDisagreements, pagePriceDisagreements, pairingsOf } from '@/lib/price-checks'

const settings = DEFAULT_CURRENCY_SETTINGS
const main = {
  id: 1,
  title: 'Main pricing',
  rows: [{ planId: 7, planName: 'Leadpilot', monthlyGbp: 679, annualGbp: 8028 }],
}
const alternative = {
  id: 2,
  title: 'Alternative pricing',
  rows: [{ planId: 7, planName: 'Leadpilot', monthlyGbp: 699, annualGbp: 8388 }],
}
const calculator = {
  id: 3,
  title: 'Standard ROI calculator',
  packages: [{ key: 'leadpilot', name: 'Leadpilot', prices: { GBP: 669, EUR: 783, USD: 850 } }],
}
const layout = [{ blockType: 'pricingSection', priceBook: 1, calculator: 3 }, { blockType: 'hero' }]

describe('price checks', () => {
  it('pairs a pricing section with its calculator and any calculator block on the page', () => {
    expect(pairingsOf('/offer', layout)).toEqual([
      { path: '/offer', bookId: 1, calculatorId: 3, multiplier: undefined },
    ])
    expect(
      pairingsOf('/x', [
        { blockType: 'pricingSection', priceBook: { id: 2 } as never },
        { blockType: 'roiCalculator', calculator: 3 },
      ]),
    ).toEqual([{ path: '/x', bookId: 2, calculatorId: 3, multiplier: undefined }])
  })

  it('after a price change lists the stale annual figure, the calculator package and other books', () => {
    const found = bookDisagreements(main, {
      books: [main, alternative],
      calculators: [calculator],
      pairings: pairingsOf('/pricing-start-up', layout),
      settings,
    })
    expect(found.map((d) => [d.kind, d.expected, d.actual])).toEqual([
      ['annual', '£8,148 a year (12 × £679)', '£8,028 a year'],
      ['calculator', '£679 / €794 / $862', '£669 / €783 / $850'],
      ['book', '£679 a month', '£699 a month'],
    ])
    expect(found[1].paths).toEqual(['/pricing-start-up'])
  })

  it('lists a calculator package against the plan card of the same name, per page and currency', () => {
    const [d] = pagePriceDisagreements({
      books: [alternative],
      calculators: [calculator],
      pairings: [{ path: '/', bookId: 2, calculatorId: 3 }],
      settings,
    })
    expect(d.currencies).toEqual([
      { currency: 'GBP', card: '£699', calculator: '£669' },
      { currency: 'EUR', card: '€818', calculator: '€783' },
      { currency: 'USD', card: '$888', calculator: '$850' },
    ])
  })
})
