import { describe, expect, it } from 'vitest'
import {
  convert,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  DEFAULT_RATES,
  formatCount,
  formatMoney,
  isCurrency,
  type Currency,
} from '@/lib/money'

describe('currencies', () => {
  it('are GBP, EUR and USD with £ € $ and the seeded rates', () => {
    expect(CURRENCIES).toEqual(['GBP', 'EUR', 'USD'])
    expect(CURRENCY_SYMBOLS).toEqual({ GBP: '£', EUR: '€', USD: '$' })
    expect(DEFAULT_RATES).toEqual({ GBP: 1, EUR: 1.17, USD: 1.27 })
  })

  it.each([
    ['GBP', true],
    ['USD', true],
    ['gbp', false],
    ['JPY', false],
    [undefined, false],
  ])('isCurrency(%s) is %s', (value, expected) => {
    expect(isCurrency(value)).toBe(expected)
  })
})

describe('convert', () => {
  it.each<[number, Currency, number]>([
    [1269, 'GBP', 1269],
    [1269, 'EUR', 1485], // 1484.73
    [1269, 'USD', 1612], // 1611.63
    [369, 'EUR', 432], // 431.73
    [199, 'USD', 253], // 252.73
    [0, 'EUR', 0],
  ])('%d GBP in %s is %d', (gbp, currency, expected) => {
    expect(convert(gbp, currency, DEFAULT_RATES)).toBe(expected)
  })

  it('uses the rates it is given (rates are CMS data)', () => {
    const rates = { GBP: 1, EUR: 1.2, USD: 1.5 }
    expect(convert(100, 'EUR', rates)).toBe(120)
    expect(convert(100, 'USD', rates)).toBe(150)
  })
})

describe('formatMoney', () => {
  it.each<[number, Currency, string]>([
    [1269, 'GBP', '£1,269'],
    [1485, 'EUR', '€1,485'],
    [1612, 'USD', '$1,612'],
    [199, 'GBP', '£199'],
    [0, 'GBP', '£0'],
    [999, 'EUR', '€999'],
    [1000, 'USD', '$1,000'],
    [1234567, 'GBP', '£1,234,567'],
    [1269.4, 'GBP', '£1,269'],
    [-5, 'GBP', '-£5'],
    [-15228, 'EUR', '-€15,228'],
    [-0.2, 'GBP', '£0'],
  ])('%d %s → %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected)
  })
})

describe('formatCount', () => {
  it.each([
    [800, '800'],
    [9600, '9,600'],
    [48000, '48,000'],
    [-1200, '-1,200'],
  ])('%d → %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected)
  })
})
